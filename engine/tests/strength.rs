//! The strength scale: every point plays legal, sensible moves, reproducibly, and the full
//! engine's weakened points still make their five, block a four and stay near the stones.

use gomoku_engine::notation::parse_moves;
use gomoku_engine::{Ai, Board, BoardSize, Level, Limits, Point, Rule, StopFlag, Strength};

fn board(moves: &str) -> Board {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(moves, size).expect("valid moves") {
        board.play(point).expect("legal move");
    }
    board
}

fn point(text: &str) -> Point {
    gomoku_engine::notation::parse_point(text, BoardSize::STANDARD).expect("valid point")
}

fn choose(strength: u8, board: &Board, seed: u64) -> Option<Point> {
    let mut ai = Ai::at_strength(Strength::new(strength).unwrap(), Rule::Freestyle, seed);
    ai.choose_move(
        board,
        &Limits::nodes(400_000),
        &StopFlag::new(),
        &mut |_| {},
    )
    .point
}

/// Every fifth point of the scale and the named levels.
fn sampled_strengths() -> Vec<u8> {
    let mut all: Vec<u8> = (0..=100).step_by(5).collect();
    all.extend(Level::ALL.iter().map(|level| level.strength().get()));
    all.sort_unstable();
    all.dedup();
    all
}

#[test]
fn every_strength_makes_its_five_and_blocks_a_four() {
    // Black h8-k8 open: black to move makes five at g8 or l8.
    let own_four = board("h8a1i8a3j8a5k8a7");
    // Black h8-k8 closed by white g8: white to move must take l8.
    let their_four = board("h8g8i8a1j8a3k8");
    for strength in sampled_strengths() {
        for seed in 1..4 {
            let five = choose(strength, &own_four, seed);
            assert!(
                five == Some(point("g8")) || five == Some(point("l8")),
                "strength {strength} seed {seed}: {five:?}"
            );
            assert_eq!(
                choose(strength, &their_four, seed),
                Some(point("l8")),
                "strength {strength} seed {seed}"
            );
        }
    }
}

#[test]
fn weak_points_still_play_near_the_stones() {
    // Quiet middle-game positions: a move two or more points away from every stone is pointless.
    let positions = ["h8i9g9h9h10g11i7", "h8i8h9h7g8i10j9g7", "g7h8i9h9h10i8j7g9"];
    for moves in positions {
        let board = board(moves);
        for strength in [21u8, 30, 40, 45, 55] {
            for seed in 1..6 {
                let chosen = choose(strength, &board, seed).expect("a move");
                assert!(board.stone(chosen).is_none(), "occupied: {chosen:?}");
                let near = board.stones_in_order().any(|stone| {
                    (stone.x() as i32 - chosen.x() as i32).abs() <= 2
                        && (stone.y() as i32 - chosen.y() as i32).abs() <= 2
                });
                assert!(
                    near,
                    "strength {strength} seed {seed} in {moves}: {chosen:?}"
                );
            }
        }
    }
}

#[test]
fn a_strength_replays_its_game_from_the_same_seed() {
    let play_out = |strength: u8| {
        let mut ai = Ai::at_strength(Strength::new(strength).unwrap(), Rule::Freestyle, 9);
        let mut board = board("h8i9");
        let mut moves = Vec::new();
        for _ in 0..8 {
            let chosen = ai
                .choose_move(&board, &Limits::default(), &StopFlag::new(), &mut |_| {})
                .point
                .expect("a move");
            board.play(chosen).unwrap();
            moves.push(chosen);
        }
        moves
    };
    for strength in [15u8, 30, 60] {
        assert_eq!(
            play_out(strength),
            play_out(strength),
            "strength {strength}"
        );
    }
}

#[test]
fn below_master_the_node_budget_binds_and_the_callers_limits_too() {
    let board = board("h8i9g9h9h10g11i7");
    let nodes = |strength: u8, limits: Limits| {
        let mut ai = Ai::at_strength(Strength::new(strength).unwrap(), Rule::Freestyle, 1);
        let answer = ai.choose_move(&board, &limits, &StopFlag::new(), &mut |_| {});
        answer.search.expect("the engine searched").nodes
    };
    // Strength 45 searches a few thousand nodes however long it is given.
    let own = nodes(45, Limits::default());
    assert!((500..20_000).contains(&own), "{own}");
    // The caller's tighter budget wins.
    let capped = nodes(90, Limits::nodes(3_000));
    assert!(capped < 6_000, "{capped}");
}

#[test]
fn the_named_levels_are_rising_points_with_rising_elo() {
    let points: Vec<Strength> = Level::ALL.iter().map(|l| l.strength()).collect();
    assert_eq!(points.first(), Some(&Strength::MIN));
    assert_eq!(points.last(), Some(&Strength::MAX));
    assert!(
        points
            .windows(2)
            .all(|w| w[0] < w[1] && w[0].elo() < w[1].elo())
    );
    for level in Level::ALL {
        assert_eq!(Level::at(level.strength()), Some(level));
        assert_eq!(Level::at_or_below(level.strength()), level);
    }
    assert_eq!(Strength::MIN.elo(), 0);
    // The calibration puts neighbouring named levels 150-300 Elo apart.
    for pair in Level::ALL.windows(2) {
        let gap = pair[1].strength().elo() - pair[0].strength().elo();
        assert!(
            (150..=300).contains(&gap),
            "{} to {}: {gap}",
            pair[0],
            pair[1]
        );
    }
}
