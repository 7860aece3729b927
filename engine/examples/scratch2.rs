use gomoku_engine::notation::format_point;
use gomoku_engine::*;
fn main() {
    let size = BoardSize::STANDARD;
    let mut game = Game::with_options(GameOptions {
        rule: Rule::Freestyle,
        size,
        strict_forbidden: true,
    });
    let mut a = Ai::new(Level::Easy, Rule::Freestyle, 1);
    let mut b = Ai::new(Level::Beginner, Rule::Freestyle, 2);
    let stop = StopFlag::new();
    let mut s = String::new();
    while game.result().is_none() {
        let ai = if game.to_move() == Color::Black {
            &mut a
        } else {
            &mut b
        };
        let m = ai
            .choose_move(game.board(), &Limits::default(), &stop, &mut |_| {})
            .point
            .unwrap();
        s += &format_point(m, size);
        game.play(m).unwrap();
    }
    println!(
        "{s}\n{}\n{:?} ply {}",
        game.board(),
        game.result(),
        game.ply()
    );
}
