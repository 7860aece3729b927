//! Engine benchmark: prints figures, asserts nothing about speed.
//!
//! `cargo bench -p gomoku-lab --bench search` (add `-- --quick` for a shorter run)
//!
//! - make+undo per second with the incremental pattern tables (Rapfi's classical figure here:
//!   ~1.5 M/s on this machine);
//! - search speed in nodes per second over fixed positions (Rapfi: ~550 k/s), and the time and
//!   nodes to search the same positions to a fixed depth;
//! - VCF solve times on positions that have one, and the time to refute those that don't;
//! - stop-flag latency;
//! - short self-play matches between adjacent rungs of the difficulty ladder;
//! - the parallel search at 1, 2, 4 and 8 threads (as many as the machine has): nodes per second,
//!   time to a fixed depth and stop latency.
//!
//! `-- --only fixed,threads` runs just those sections (make-undo, nps, fixed, vcf, stop,
//! ladder, threads).

use std::time::{Duration, Instant};

use gomoku_engine::notation::parse_moves;
use gomoku_engine::search::find_vcf;
use gomoku_engine::splitmix::SplitMix64 as SplitMix;
use gomoku_engine::{Ai, Board, BoardSize, Color, Level, Limits, Rule, Searcher, StopFlag};
use gomoku_lab::bench_support::clustered_game;
use gomoku_lab::bench_support::{pattern_make_undo, play_game};

fn positions(rng: &mut SplitMix, rule: Rule, count: usize, plies: usize) -> Vec<Board> {
    (0..count)
        .map(|_| clustered_game(rng, rule, plies).board().clone())
        .collect()
}

fn bench_make_undo(rng: &mut SplitMix) {
    for rule in [Rule::Freestyle, Rule::Renju] {
        let boards = positions(rng, rule, 50, 30);
        let (mut pairs, mut elapsed) = (0u64, Duration::ZERO);
        for board in &boards {
            let (p, e) = pattern_make_undo(board, rule, 200);
            pairs += p;
            elapsed += e;
        }
        println!(
            "pattern make+undo ({rule}): {:.2} M pairs/s ({:.0} ns per pair, {pairs} pairs)",
            pairs as f64 / elapsed.as_secs_f64() / 1e6,
            elapsed.as_nanos() as f64 / pairs as f64
        );
    }
}

/// Openings and middle games from engine self-play, where neither side has a quick win.
const BENCH_POSITIONS: [&str; 8] = [
    "",
    "h8g7",
    "h8g7f7h7",
    "h8g7f7h7f8f9",
    "h8i9g9i7i8g8h9h7j9j8",
    "h8h9i8g8j8k8i9i7",
    "h8i7g9j10i9g7",
    "h8g9i9g7g8i7f7e6j8",
];

fn bench_boards() -> Vec<Board> {
    let size = BoardSize::STANDARD;
    BENCH_POSITIONS
        .iter()
        .map(|moves| {
            let mut board = Board::new(size);
            for point in parse_moves(moves, size).expect("valid bench position") {
                board.play(point).expect("legal bench move");
            }
            board
        })
        .collect()
}

fn bench_nps(per_position: Duration) {
    let boards = bench_boards();
    let (mut nodes, mut elapsed) = (0u64, Duration::ZERO);
    for (index, board) in boards.iter().enumerate() {
        let mut searcher = Searcher::new(Rule::Freestyle, 64);
        let result = searcher.search(
            board,
            &Limits::time(per_position),
            &StopFlag::new(),
            &mut |_| {},
        );
        nodes += result.nodes;
        elapsed += result.elapsed;
        println!(
            "  position {index} ({} stones): depth {} seldepth {} nodes {} score {}",
            board.stone_count(),
            result.depth,
            result.seldepth,
            result.nodes,
            result.score
        );
    }
    println!(
        "search: {:.0} k nodes/s over {} positions ({nodes} nodes in {:.2} s)",
        nodes as f64 / elapsed.as_secs_f64() / 1e3,
        boards.len(),
        elapsed.as_secs_f64()
    );
}

/// The same positions searched to a fixed depth: the node counts depend only on the search's
/// rules, not on the machine, so a change that only makes the engine faster keeps them and
/// shows in the time alone.
fn bench_fixed_depth(depth: u32) {
    let (mut nodes, mut elapsed) = (0u64, Duration::ZERO);
    let mut counts = Vec::new();
    for board in bench_boards() {
        let mut searcher = Searcher::new(Rule::Freestyle, 64);
        let result = searcher.search(&board, &Limits::depth(depth), &StopFlag::new(), &mut |_| {});
        nodes += result.nodes;
        elapsed += result.elapsed;
        counts.push(result.nodes.to_string());
    }
    println!(
        "search to depth {depth}: {nodes} nodes in {:.2} s ({:.0} k nodes/s); nodes per position {}",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64() / 1e3,
        counts.join(" ")
    );
}

fn bench_vcf(rng: &mut SplitMix) {
    let mut solved = Vec::new();
    let mut refuted = Vec::new();
    let mut lengths = Vec::new();
    for rule in [Rule::Freestyle, Rule::Renju] {
        for board in positions(rng, rule, 150, 40) {
            let start = Instant::now();
            let line = find_vcf(&board, rule, 41);
            let took = start.elapsed();
            match line {
                Some(line) => {
                    lengths.push(line.len());
                    solved.push(took);
                }
                None => refuted.push(took),
            }
        }
    }
    let summary = |times: &mut Vec<Duration>| {
        times.sort();
        let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
        format!(
            "{} positions, mean {:.1} µs, median {:.1} µs, max {:.1} µs",
            times.len(),
            mean.as_secs_f64() * 1e6,
            times
                .get(times.len() / 2)
                .map_or(0.0, |t| t.as_secs_f64() * 1e6),
            times.last().map_or(0.0, |t| t.as_secs_f64() * 1e6)
        )
    };
    println!(
        "VCF found: {} (plies {}..={})",
        summary(&mut solved),
        lengths.iter().min().unwrap_or(&0),
        lengths.iter().max().unwrap_or(&0)
    );
    println!("VCF absent: {}", summary(&mut refuted));
}

fn bench_stop_latency() {
    println!(
        "stop flag: search returned at most {:.2} ms after the stop (5 trials)",
        stop_latency(1).as_secs_f64() * 1e3
    );
}

/// Three-stone openings (black, white, black) around the centre, each played with both colours,
/// so a match is not just "whoever is black wins" in freestyle.
const LADDER_OPENINGS: [&str; 5] = ["h8h9i10", "h8i9j8", "h8h9j9", "h8i9g10", "h8h9g7"];

fn bench_ladder(games_per_pair: usize, move_time: Duration) {
    let size = BoardSize::STANDARD;
    let limits = Limits::time(move_time);
    let master = Limits::time(move_time * 5);
    println!(
        "ladder self-play (freestyle 15x15, {games_per_pair} games per pair from 3-stone openings, colours alternate, Hard at {} ms/move, Master at {} ms/move):",
        move_time.as_millis(),
        master.time.unwrap_or_default().as_millis()
    );
    for pair in Level::ALL.windows(2) {
        let (lower, upper) = (pair[0], pair[1]);
        let (mut upper_wins, mut lower_wins, mut draws) = (0, 0, 0);
        for game in 0..games_per_pair {
            let seed = game as u64 * 7919 + 1;
            let mut low = Ai::new(lower, Rule::Freestyle, seed);
            let mut high = Ai::new(upper, Rule::Freestyle, seed + 1);
            let upper_is_black = game % 2 == 0;
            let opening = parse_moves(LADDER_OPENINGS[(game / 2) % LADDER_OPENINGS.len()], size)
                .expect("valid opening");
            // Master thinks longer than the levels below it: that is the difference.
            let high_limits = if upper == Level::Master {
                master
            } else {
                limits
            };
            let winner = if upper_is_black {
                play_game(
                    Rule::Freestyle,
                    size,
                    &opening,
                    &mut high,
                    &mut low,
                    [&high_limits, &limits],
                )
            } else {
                play_game(
                    Rule::Freestyle,
                    size,
                    &opening,
                    &mut low,
                    &mut high,
                    [&limits, &high_limits],
                )
            };
            match winner {
                None => draws += 1,
                Some(color) if (color == Color::Black) == upper_is_black => upper_wins += 1,
                Some(_) => lower_wins += 1,
            }
        }
        println!("  {upper} vs {lower}: {upper_wins} wins, {lower_wins} losses, {draws} draws");
    }
}

/// The parallel search at 1, 2, 4 and 8 threads, up to the machine's hardware threads: nodes
/// per second over the bench positions at a fixed time each, the time to complete a fixed
/// depth on each, and how soon the search returns after a stop.
fn bench_threads(per_position: Duration, depth: u32) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let boards = bench_boards();
    println!("threads (this machine has {cores} hardware threads):");
    for threads in [1u32, 2, 4, 8].into_iter().filter(|&t| t as usize <= cores) {
        let (mut nodes, mut elapsed) = (0u64, Duration::ZERO);
        for board in &boards {
            let mut searcher = Searcher::new(Rule::Freestyle, 64);
            let limits = Limits::time(per_position).with_threads(threads);
            let result = searcher.search(board, &limits, &StopFlag::new(), &mut |_| {});
            nodes += result.nodes;
            elapsed += result.elapsed;
        }
        let mut to_depth = Duration::ZERO;
        for board in &boards {
            let mut searcher = Searcher::new(Rule::Freestyle, 64);
            let limits = Limits::depth(depth).with_threads(threads);
            let start = Instant::now();
            searcher.search(board, &limits, &StopFlag::new(), &mut |_| {});
            to_depth += start.elapsed();
        }
        println!(
            "  {threads} threads: {:.0} k nodes/s; depth {depth} on all {} positions in {:.2} s; \
             stop: returned within {:.2} ms",
            nodes as f64 / elapsed.as_secs_f64() / 1e3,
            boards.len(),
            to_depth.as_secs_f64(),
            stop_latency(threads).as_secs_f64() * 1e3
        );
    }
}

/// The worst time, over five trials, from raising the stop flag of an endless search on
/// `threads` threads to the search returning (it reads what its helpers settled without
/// waiting for them: a helper that has not yet seen the stop ends on its own).
fn stop_latency(threads: u32) -> Duration {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(BENCH_POSITIONS[4], size).expect("valid bench position") {
        board.play(point).expect("legal bench move");
    }
    let mut worst = Duration::ZERO;
    for _ in 0..5 {
        let stop = StopFlag::new();
        let flag = stop.clone();
        let board = board.clone();
        let worker = std::thread::spawn(move || {
            let mut searcher = Searcher::new(Rule::Freestyle, 16);
            let limits = Limits::default().with_threads(threads);
            searcher.search(&board, &limits, &flag, &mut |_| {});
            Instant::now()
        });
        std::thread::sleep(Duration::from_millis(200));
        let asked = Instant::now();
        stop.stop();
        let done = worker.join().expect("search thread");
        worst = worst.max(done.duration_since(asked));
    }
    worst
}

fn main() {
    // `cargo test` runs benches in test mode with `--bench` absent: keep that instant.
    if !std::env::args().any(|arg| arg == "--bench") {
        return;
    }
    let quick = std::env::args().any(|arg| arg == "--quick");
    let only: Option<Vec<String>> = std::env::args()
        .skip_while(|arg| arg != "--only")
        .nth(1)
        .map(|list| list.split(',').map(str::to_owned).collect());
    let runs = |section: &str| {
        only.as_ref()
            .is_none_or(|only| only.iter().any(|s| s == section))
    };
    let mut rng = SplitMix(2026);
    if runs("make-undo") {
        bench_make_undo(&mut rng);
    }
    if runs("nps") {
        bench_nps(Duration::from_millis(if quick { 300 } else { 1_000 }));
    }
    if runs("fixed") {
        bench_fixed_depth(if quick { 10 } else { 11 });
    }
    if runs("vcf") {
        bench_vcf(&mut rng);
    }
    if runs("stop") {
        bench_stop_latency();
    }
    if runs("ladder") {
        bench_ladder(
            if quick { 4 } else { 10 },
            Duration::from_millis(if quick { 100 } else { 200 }),
        );
    }
    if runs("threads") {
        bench_threads(
            Duration::from_millis(if quick { 300 } else { 1_000 }),
            if quick { 12 } else { 13 },
        );
    }
}
