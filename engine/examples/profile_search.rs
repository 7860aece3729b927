use gomoku_engine::notation::parse_moves;
use gomoku_engine::{Board, BoardSize, Limits, Rule, Searcher, StopFlag};
fn main() {
    let size = BoardSize::STANDARD;
    let nodes: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(2_000_000);
    let mut total = 0;
    let start = std::time::Instant::now();
    for moves in ["h8g7f7h7f8f9", "h8i9g9i7i8g8h9h7j9j8", "h8h9i8g8j8k8i9i7"] {
        let mut board = Board::new(size);
        for p in parse_moves(moves, size).unwrap() {
            board.play(p).unwrap();
        }
        let r = Searcher::new(Rule::Freestyle, 64).search(
            &board,
            &Limits::nodes(nodes),
            &StopFlag::new(),
            &mut |_| {},
        );
        total += r.nodes;
        println!("depth {} nodes {}", r.depth, r.nodes);
    }
    println!(
        "{:.0} k nodes/s",
        total as f64 / start.elapsed().as_secs_f64() / 1e3
    );
}
