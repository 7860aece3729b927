use gomoku_engine::bench_support::pattern_make_undo;
use gomoku_engine::notation::parse_moves;
use gomoku_engine::{Board, BoardSize, Rule};
fn main() {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for p in parse_moves("h8i9g9i7i8g8h9h7j9j8g10f11k10f8e7", size).unwrap() {
        board.play(p).unwrap();
    }
    let rule: Rule = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(Rule::Freestyle);
    let rounds: u32 = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(40_000);
    let (pairs, t) = pattern_make_undo(&board, rule, rounds);
    println!("{pairs} pairs");
    println!("{:.2} M/s", pairs as f64 / t.as_secs_f64() / 1e6);
}
