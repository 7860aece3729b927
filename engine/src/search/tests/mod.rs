//! Tests of the search driver: the root's choice when the clock (here a node limit) cuts short
//! the iteration that proved its move lost. The other files' tests sit in them; `games.rs` holds
//! what they share: random games and the threat solver as a referee.

use crate::board::Board;
use crate::notation::parse_moves;
use crate::point::BoardSize;
use crate::rules::Rule;

use super::{Limits, Searcher, StopFlag};

pub(super) mod games;

/// Self-play positions (freestyle, 200 ms games) where a deeper iteration finds the shallower
/// one's move lost.
const POSITIONS: [&str; 6] = [
    "j10h9g6h10h11g8i10j9i9h8f8i8g10k10h7i12k11j7j8j6l11k6l5l6i6l7k9j11l9l10m7n6m6k5l4k4i11l8\
     k7i3j4g5m8m9f6g9i7k3k2f9e6h6e7e8m4m5f7g7f5f4e4d3d7",
    "f10i10f6h11g12i11g11h12h13g13j10h8h9i12i9i14i13j9g10k8l7i8g8g9e10h10d10c10f8j12k13",
    "f9g6i6i8f7h7j9g5g4f6h6g9h4h8",
    "f6h9j6g8i5h4h5f7e6j5e5i6h7f5d6g6b6c6b8",
    "j7f10f6g10h6e10h10e8i6g6h5g4h7",
    "f10j6g6j7f7h5f8f9g4j5j8i5g5g7",
];

/// At every node limit from 2 k to 80 k the move played is one the search has not proven lost,
/// unless it proved every move lost; and the limits do cut some proof short (else this would
/// test nothing).
#[test]
fn a_move_proven_lost_is_played_only_when_every_move_is() {
    let size = BoardSize::STANDARD;
    let mut escapes = 0;
    for moves in POSITIONS {
        let mut board = Board::new(size);
        for point in parse_moves(moves, size).unwrap() {
            board.play(point).unwrap();
        }
        for nodes in (2_000..=80_000).step_by(2_000) {
            let mut searcher = Searcher::new(Rule::Freestyle, 16);
            let result =
                searcher.search(&board, &Limits::nodes(nodes), &StopFlag::new(), &mut |_| {});
            let played = result.best_move.expect("a move");
            assert!(
                result.score.is_loss() || !searcher.root_lost.contains(&played),
                "{moves} at {nodes} nodes: {played:?} was proven lost"
            );
            escapes += usize::from(searcher.escaped);
        }
    }
    assert!(escapes > 0, "no search had to leave a proven-lost move");
}

/// A restriction of the root moves binds, is ignored when it leaves no move the root would
/// search, and lifts.
#[test]
fn the_root_searches_only_the_moves_it_is_given() {
    let size = BoardSize::STANDARD;
    let point = |text| crate::notation::parse_point(text, size).unwrap();
    let board = {
        let mut board = Board::new(size);
        board.play(point("h8")).unwrap();
        board
    };
    let mut searcher = Searcher::new(Rule::Freestyle, 4);
    let best = |searcher: &mut Searcher| {
        searcher.clear();
        searcher
            .search(&board, &Limits::depth(4), &StopFlag::new(), &mut |_| {})
            .best_move
            .unwrap()
    };
    let unrestricted = best(&mut searcher);
    let other = if unrestricted == point("g9") {
        point("i7")
    } else {
        point("g9")
    };
    searcher.set_root_moves(&[other, point("a1")]);
    assert_eq!(best(&mut searcher), other);
    searcher.set_root_moves(&[point("a1")]);
    assert_ne!(best(&mut searcher), point("a1"));
    searcher.set_root_moves(&[]);
    assert_eq!(best(&mut searcher), unrestricted);
}

/// The caller's stop flag counts the nodes of a running search, its helpers' included, so a
/// display can show them moving before the first iteration's report.
#[test]
fn the_stop_flag_counts_the_nodes_searched() {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(POSITIONS[2], size).unwrap() {
        board.play(point).unwrap();
    }
    for threads in [1, 2] {
        let mut searcher = Searcher::new(Rule::Freestyle, 16);
        let stop = StopFlag::new();
        let limits = Limits::nodes(60_000).with_threads(threads);
        let result = searcher.search(&board, &limits, &stop, &mut |_| {});
        let counted = stop.nodes();
        assert!(counted > 10_000, "{threads} threads: {counted} counted");
        // Counted 512 at a time, each thread's last few hundred not yet.
        assert!(
            counted <= result.nodes + 512,
            "{threads} threads: {counted} counted, {} searched",
            result.nodes
        );
        stop.reset();
        assert_eq!(stop.nodes(), 0);
    }
}

/// The counters name every node a search spends (a depth-limited search is never cut short, so
/// none is left uncounted), and they see the search's parts: interior nodes at several depths,
/// leaves, cuts, the table answering, reductions and their re-searches.
#[test]
fn the_counters_account_for_every_node() {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(POSITIONS[2], size).unwrap() {
        board.play(point).unwrap();
    }
    let mut searcher = Searcher::new(Rule::Freestyle, 16);
    let result = searcher.search(&board, &Limits::depth(9), &StopFlag::new(), &mut |_| {});
    let counts = result.counters;
    assert_eq!(counts.total(), result.nodes, "{counts:?}");
    assert_eq!(
        counts.interior_by_depth.iter().sum::<u64>(),
        counts.interior
    );
    assert!(
        counts.interior_by_depth[1..8].iter().all(|&n| n > 0),
        "{counts:?}"
    );
    for (name, count) in [
        ("leaves", counts.leaves),
        ("table hits", counts.table_hits),
        ("table cuts", counts.table_cuts),
        ("cutoffs", counts.cutoffs),
        ("reductions", counts.reduced_moves),
        ("re-searches", counts.re_searches),
    ] {
        assert!(count > 0, "no {name}: {counts:?}");
    }
    assert!(counts.table_hits <= counts.table_probes);
    assert!(counts.first_move_cutoffs <= counts.cutoffs);
    assert!(counts.re_searches <= counts.reduced_moves);
    assert!(counts.reduced_moves <= counts.searched_moves);
}
