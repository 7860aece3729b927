//! Property tests over random games: undo restores every earlier board and hash exactly, the hash
//! depends only on the stones and the side to move, `Game` survives any mix of play, undo, redo
//! and jump_to with its move lists consistent, and records round-trip.

use gomoku_engine::record::GameRecord;
use gomoku_engine::rules::winning_line;
use gomoku_engine::{
    Board, BoardSize, Color, Game, GameOptions, GameResult, PlayError, Point, Rule,
};
use proptest::prelude::*;

fn board_size() -> impl Strategy<Value = BoardSize> {
    (5u32..=22).prop_map(|edge| BoardSize::new(edge).expect("5..=22 is supported"))
}

/// A board size and a random sequence of distinct points on it, of random length (up to full).
fn sized_moves() -> impl Strategy<Value = (BoardSize, Vec<Point>)> {
    board_size().prop_flat_map(|size| {
        let points: Vec<Point> = size.points().collect();
        let area = points.len();
        (Just(size), Just(points).prop_shuffle(), 0..=area)
            .prop_map(|(size, points, length)| (size, points[..length].to_vec()))
    })
}

/// A board size, some distinct stones with colours, and a side to move.
fn sized_stones() -> impl Strategy<Value = (BoardSize, Vec<(Point, Color)>, Color)> {
    sized_moves().prop_flat_map(|(size, points)| {
        let colors = prop::collection::vec(any::<bool>(), points.len());
        (Just(size), Just(points), colors, any::<bool>()).prop_map(|(size, points, colors, w)| {
            let stones = points
                .into_iter()
                .zip(colors)
                .map(|(p, white)| (p, if white { Color::White } else { Color::Black }))
                .collect();
            (size, stones, if w { Color::White } else { Color::Black })
        })
    })
}

fn place_all(size: BoardSize, stones: &[(Point, Color)], side: Color) -> Board {
    let mut board = Board::new(size);
    for &(point, color) in stones {
        board
            .place(point, color)
            .expect("distinct points on the board");
    }
    board.set_side_to_move(side);
    board
}

/// One step of a random session with a `Game`.
#[derive(Clone, Debug)]
enum Op {
    /// Play at these raw coordinates, folded into the corner where the game is played (may be
    /// occupied or, on small boards, off the board).
    Play(u8, u8),
    /// Play on an empty point of the corner (or anywhere when the corner is full), picked by
    /// index.
    PlayEmpty(prop::sample::Index),
    Undo,
    Redo,
    /// Jump to this raw ply, folded into `0..=total_plies + 1` (the last value is out of range).
    Jump(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (any::<u8>(), any::<u8>()).prop_map(|(x, y)| Op::Play(x, y)),
        12 => any::<prop::sample::Index>().prop_map(Op::PlayEmpty),
        2 => Just(Op::Undo),
        2 => Just(Op::Redo),
        1 => any::<usize>().prop_map(Op::Jump),
    ]
}

/// Small boards half of the time, so that games fill up and end.
fn game_options() -> impl Strategy<Value = GameOptions> {
    let edge = prop_oneof![5u32..=8, 5u32..=22];
    (edge, 0..Rule::ALL.len(), any::<bool>()).prop_map(|(edge, rule, strict)| GameOptions {
        rule: Rule::ALL[rule],
        size: BoardSize::new(edge).unwrap(),
        strict_forbidden: strict,
    })
}

/// Options and a random sequence of operations.
fn session() -> impl Strategy<Value = (GameOptions, Vec<Op>)> {
    (game_options(), prop::collection::vec(op(), 0..200))
}

/// What the game must look like: the whole line of moves and how many are on the board.
#[derive(Default)]
struct Model {
    line: Vec<Point>,
    ply: usize,
}

/// Applies `op` to `game` and the model, checking the outcome of the op itself.
fn apply(game: &mut Game, model: &mut Model, op: &Op) -> Result<(), TestCaseError> {
    let point = match *op {
        // The top-left corner (at most 7x7, plus the first off-board column and row on small
        // boards), so that games fill up and end.
        Op::Play(x, y) => {
            let span = (game.size().get() + 1).min(8);
            Some(Point::new(x % span, y % span))
        }
        Op::PlayEmpty(index) => {
            let empty: Vec<Point> = game.board().empty_points().collect();
            let corner: Vec<Point> = empty
                .iter()
                .copied()
                .filter(|p| p.x() < 7 && p.y() < 7)
                .collect();
            let choices = if corner.is_empty() { empty } else { corner };
            Some(
                choices
                    .get(index.index(choices.len().max(1)))
                    .copied()
                    .unwrap_or(Point::new(0, 0)),
            )
        }
        _ => None,
    };
    match *op {
        Op::Play(..) | Op::PlayEmpty(_) => {
            let point = point.unwrap();
            let before = game.clone();
            match game.play(point) {
                Ok(result) => {
                    prop_assert_eq!(result, game.result());
                    if model.line.get(model.ply) != Some(&point) {
                        model.line.truncate(model.ply);
                        model.line.push(point);
                    }
                    model.ply += 1;
                }
                Err(error) => {
                    prop_assert_eq!(&*game, &before, "{} changed the game", error);
                    let expected_kind = match error {
                        PlayError::OffBoard(p) => !game.size().contains(p),
                        PlayError::Occupied(p) => game.board().stone(p).is_some(),
                        PlayError::GameOver(r) => game.result() == Some(r),
                        PlayError::Forbidden { point: p, kind } => {
                            !game.options().strict_forbidden && game.forbidden_kind(p) == Some(kind)
                        }
                    };
                    prop_assert!(expected_kind, "unexpected error {:?}", error);
                }
            }
        }
        Op::Undo => {
            let expected = model.ply.checked_sub(1).map(|ply| model.line[ply]);
            prop_assert_eq!(game.undo(), expected);
            model.ply -= expected.is_some() as usize;
        }
        Op::Redo => {
            let expected = model.line.get(model.ply).copied();
            prop_assert_eq!(game.redo(), expected);
            model.ply += expected.is_some() as usize;
        }
        Op::Jump(raw) => {
            let target = raw % (model.line.len() + 2);
            let jumped = game.jump_to(target);
            prop_assert_eq!(jumped.is_ok(), target <= model.line.len());
            if jumped.is_ok() {
                model.ply = target;
            }
        }
    }
    Ok(())
}

/// Invariants that hold after every op.
fn check(game: &Game, model: &Model) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.all_moves(), model.line.clone());
    prop_assert_eq!(game.moves(), model.line[..model.ply].to_vec());
    prop_assert_eq!(game.ply(), model.ply);
    prop_assert_eq!(game.total_plies(), model.line.len());
    prop_assert_eq!(game.board().stone_count(), model.ply);
    prop_assert_eq!(
        game.last_move(),
        model.ply.checked_sub(1).map(|i| model.line[i])
    );
    let mover = if model.ply.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    prop_assert_eq!(game.to_move(), mover);
    match game.result() {
        // A finished game has nothing to redo: no move was ever played after its end.
        Some(_) => prop_assert_eq!(game.ply(), game.total_plies()),
        None => {
            prop_assert!(!game.board().is_full());
            if let Some(last) = game.last_move() {
                prop_assert_eq!(winning_line(game.board(), last, game.rule()), None);
            }
        }
    }
    if let Some(GameResult::Win { color, line }) = game.result() {
        let last = game.last_move().unwrap();
        prop_assert_eq!(game.board().stone(last), Some(color));
        prop_assert_eq!(winning_line(game.board(), last, game.rule()), Some(line));
    }
    Ok(())
}

/// Plays `ops` on a fresh game, checking every step.
fn run_session(options: GameOptions, ops: &[Op]) -> Result<Game, TestCaseError> {
    let mut game = Game::with_options(options);
    let mut model = Model::default();
    for op in ops {
        apply(&mut game, &mut model, op)?;
        check(&game, &model)?;
    }
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn undo_restores_every_earlier_board_and_hash((size, moves) in sized_moves()) {
        let mut board = Board::new(size);
        let mut history = vec![(board.hash(), board.clone())];
        for &point in &moves {
            board.play(point).unwrap();
            prop_assert_eq!(board.last_move(), Some(point));
            history.push((board.hash(), board.clone()));
        }
        prop_assert_eq!(board.is_full(), moves.len() == size.area());
        prop_assert_eq!(board.stones_in_order().collect::<Vec<_>>(), moves.clone());
        for (index, &point) in moves.iter().enumerate().rev() {
            prop_assert_eq!(board.undo(), Some(point));
            let (hash, ref expected) = history[index];
            prop_assert_eq!(&board, expected, "after undoing move {}", index);
            prop_assert_eq!(board.hash(), hash, "after undoing move {}", index);
        }
        prop_assert_eq!(board.undo(), None);
        prop_assert_eq!(&board, &Board::new(size));
        prop_assert_eq!(board.hash(), Board::new(size).hash());
    }

    #[test]
    fn positions_along_a_game_have_distinct_hashes((size, moves) in sized_moves()) {
        let mut board = Board::new(size);
        let mut seen = std::collections::HashSet::from([board.hash()]);
        for &point in &moves {
            board.play(point).unwrap();
            prop_assert!(seen.insert(board.hash()), "hash repeated after {:?}", point);
        }
    }

    #[test]
    fn hash_depends_only_on_stones_and_side_to_move(
        (size, stones, side) in sized_stones(),
        order in any::<prop::sample::Index>(),
    ) {
        let board = place_all(size, &stones, side);
        let mut reordered = stones.clone();
        reordered.reverse();
        if !reordered.is_empty() {
            let split = order.index(reordered.len());
            reordered.rotate_left(split);
        }
        let other = place_all(size, &reordered, side);
        prop_assert_eq!(board.hash(), other.hash());
        for point in size.points() {
            prop_assert_eq!(board.stone(point), other.stone(point));
        }
        prop_assert_eq!(board.to_string(), other.to_string());
        let mut flipped = other.clone();
        flipped.set_side_to_move(side.opponent());
        prop_assert_ne!(flipped.hash(), board.hash());
    }

    #[test]
    fn played_and_placed_stones_hash_alike((size, moves) in sized_moves()) {
        let mut played = Board::new(size);
        for &point in &moves {
            played.play(point).unwrap();
        }
        let stones: Vec<(Point, Color)> = moves
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, if i.is_multiple_of(2) { Color::Black } else { Color::White }))
            .rev()
            .collect();
        let placed = place_all(size, &stones, played.side_to_move());
        prop_assert_eq!(placed.hash(), played.hash());
    }

    #[test]
    fn game_survives_random_play_undo_redo_and_jumps((options, ops) in session()) {
        run_session(options, &ops)?;
    }

    #[test]
    fn records_of_random_games_round_trip((options, ops) in session()) {
        let game = run_session(options, &ops)?;
        let record = GameRecord::from_game(&game);
        let json = record.to_json();
        let read = GameRecord::from_json(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &record);
        let restored = read.to_game().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(restored, game);
    }
}
