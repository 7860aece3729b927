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
    let opening = std::env::args().nth(3).unwrap_or_default();
    let size = BoardSize::STANDARD;
    let moves = notation::parse_moves(&opening, size).unwrap();
    let mut game = Game::from_moves(
        GameOptions {
            rule,
            size,
            strict_forbidden: true,
        },
        &moves,
    )
    .unwrap();
    let mut searcher = Searcher::new(rule, 64);
    let stop = StopFlag::new();
    let mut line = String::new();
    while game.result().is_none() {
        let r = searcher.search(
            game.board(),
            &Limits::time(Duration::from_millis(ms)),
            &stop,
            &mut |_| {},
        );
        let m = r.best_move.unwrap();
        println!(
            "{:3} {} {:>4} d{} sd{} n{} {:.0}ms {}",
            game.ply() + 1,
            game.to_move(),
            format_point(m, size),
            r.depth,
            r.seldepth,
            r.nodes,
            r.elapsed.as_secs_f64() * 1e3,
            r.score
        );
        line += &format_point(m, size);
        game.play(m).unwrap();
    }
    println!("{line}\n{}\n{:?}", game.board(), game.result());
}
