use gomoku_engine::notation::format_point;
use gomoku_engine::*;
use std::time::Duration;

fn main() {
    let rule: Rule = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(Rule::Freestyle);
    let ms: u64 = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(300);
    let size = BoardSize::STANDARD;
    let mut game = Game::with_options(GameOptions {
        rule,
        size,
        strict_forbidden: false,
    });
    let mut searcher = Searcher::new(rule, 64);
    let stop = StopFlag::new();
    while game.result().is_none() && game.ply() < 225 {
        let r = searcher.search(
            game.board(),
            &Limits::time(Duration::from_millis(ms)),
            &stop,
            &mut |_| {},
        );
        let m = r.best_move.unwrap();
        println!(
            "{:3} {} {:>4} d{} sd{} n{} {:?} {}",
            game.ply() + 1,
            game.to_move(),
            format_point(m, size),
            r.depth,
            r.seldepth,
            r.nodes,
            r.elapsed,
            r.score
        );
        game.play(m).unwrap();
    }
    println!("{}\n{:?}", game.board(), game.result());
}
