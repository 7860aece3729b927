//! Positions set up by hand (a position editor): black and white stones anywhere and a side to
//! move, turned into a [`Game`] the rules could have reached, or refused with the reason.
//!
//! The game's history is the stones interleaved, black first, so undo can take it apart and
//! records replay it. Under renju a black stone that would be a forbidden move where it stands is
//! played earlier instead; a position where the orders tried all hit one is refused.

use std::fmt;

use crate::board::Board;
use crate::game::{Game, GameOptions, PlayError};
use crate::notation::format_point;
use crate::point::{Color, Point};
use crate::rules::winning_line;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The same point is listed twice (or for both colours).
    Overlap(Point),
    /// A point outside the board.
    OffBoard(Point),
    /// Black moves first, so black has as many stones as white (black to move) or one more
    /// (white to move).
    Counts {
        black: usize,
        white: usize,
        to_move: Color,
    },
    /// The game would already be over: this colour has a five through this point.
    Five { color: Color, at: Point },
    /// Renju: this black stone is a forbidden move in the orders tried.
    Forbidden(Point),
    /// No order of the stones tried plays them all without a forbidden move or an early five.
    NoLegalOrder,
}

impl SetupError {
    /// The message, with points named as on the board.
    pub fn describe(&self, options: GameOptions) -> String {
        let name = |p: &Point| format_point(*p, options.size);
        match self {
            SetupError::Overlap(p) => format!("{} is listed twice", name(p)),
            SetupError::OffBoard(p) => format!("({}, {}) is off the board", p.x(), p.y()),
            SetupError::Counts {
                black,
                white,
                to_move,
            } => format!(
                "{black} black and {white} white stones with {to_move} to move: black moves \
                 first, so black has as many stones as white (black to move) or one more \
                 (white to move)"
            ),
            SetupError::Five { color, at } => {
                format!("{color} already has five in a row through {}", name(at))
            }
            SetupError::Forbidden(p) => format!(
                "black's stone on {} is a forbidden move under renju in any order",
                name(p)
            ),
            SetupError::NoLegalOrder => {
                "no order of these stones is a legal game (a forbidden move or a five on the way)"
                    .to_owned()
            }
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(p) => write!(f, "({}, {}) is listed twice", p.x(), p.y()),
            SetupError::Five { color, at } => {
                write!(
                    f,
                    "{color} already has five through ({}, {})",
                    at.x(),
                    at.y()
                )
            }
            SetupError::Forbidden(p) => {
                write!(
                    f,
                    "black's ({}, {}) is forbidden in any order",
                    p.x(),
                    p.y()
                )
            }
            other => f.write_str(&other.describe(GameOptions::default())),
        }
    }
}

impl std::error::Error for SetupError {}

/// A game whose position holds exactly `black` and `white` with `to_move` to move.
pub fn game_from_stones(
    options: GameOptions,
    black: &[Point],
    white: &[Point],
    to_move: Color,
) -> Result<Game, SetupError> {
    let mut board = Board::new(options.size);
    for (&point, color) in black
        .iter()
        .map(|p| (p, Color::Black))
        .chain(white.iter().map(|p| (p, Color::White)))
    {
        if !options.size.contains(point) {
            return Err(SetupError::OffBoard(point));
        }
        if board.place(point, color).is_err() {
            return Err(SetupError::Overlap(point));
        }
    }
    let expected_black = white.len() + usize::from(to_move == Color::White);
    if black.len() != expected_black {
        return Err(SetupError::Counts {
            black: black.len(),
            white: white.len(),
            to_move,
        });
    }
    for &point in black.iter().chain(white) {
        if winning_line(&board, point, options.rule).is_some() {
            let color = board.stone(point).expect("placed above");
            return Err(SetupError::Five { color, at: point });
        }
    }
    // Forbidden black stones are refused, not played as losses, while the history is built.
    let building = GameOptions {
        strict_forbidden: false,
        ..options
    };
    // The stones' order is free: one that meets no forbidden move and no early five.
    let mut orders = [black.to_vec(), white.to_vec()];
    let attempts = 2 * (black.len() + white.len()) + 2;
    for _ in 0..attempts {
        let moves: Vec<Point> = (0..black.len() + white.len())
            .map(|i| orders[i % 2][i / 2])
            .collect();
        match Game::from_moves(building, &moves) {
            Ok(_) => {
                return Game::from_moves(options, &moves)
                    .map_err(|(index, _)| SetupError::Forbidden(moves[index]));
            }
            Err((index, PlayError::Forbidden { .. })) if index / 2 > 0 => {
                // Play this stone earlier, before the black stones that make it forbidden.
                let stone = orders[0].remove(index / 2);
                orders[0].insert(0, stone);
            }
            Err((index, PlayError::GameOver(_))) if index > 0 => {
                // The stone before made a five in passing (a six under exact-five rules): play
                // it last of its colour, when the line is complete.
                let last = index - 1;
                let stone = orders[last % 2].remove(last / 2);
                orders[last % 2].push(stone);
            }
            Err((index, _)) => return Err(SetupError::Forbidden(moves[index])),
        }
    }
    Err(SetupError::NoLegalOrder)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::point::BoardSize;
    use crate::rules::Rule;

    fn options(rule: Rule) -> GameOptions {
        GameOptions {
            rule,
            size: BoardSize::STANDARD,
            strict_forbidden: true,
        }
    }

    fn points(text: &str) -> Vec<Point> {
        parse_moves(text, BoardSize::STANDARD).unwrap()
    }

    #[test]
    fn a_reachable_position_becomes_a_game_with_the_right_side_to_move() {
        let black = points("h8i9j10");
        let white = points("a1b2");
        let game =
            game_from_stones(options(Rule::Freestyle), &black, &white, Color::White).unwrap();
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.ply(), 5);
        for &p in &black {
            assert_eq!(game.board().stone(p), Some(Color::Black));
        }
        let empty = game_from_stones(options(Rule::Freestyle), &[], &[], Color::Black).unwrap();
        assert_eq!(empty.ply(), 0);
    }

    #[test]
    fn impossible_counts_overlaps_and_fives_are_refused_with_their_reason() {
        let o = options(Rule::Freestyle);
        let counts = game_from_stones(o, &points("h8i9"), &[], Color::White);
        assert_eq!(
            counts.unwrap_err(),
            SetupError::Counts {
                black: 2,
                white: 0,
                to_move: Color::White
            }
        );
        let h8 = points("h8")[0];
        assert_eq!(
            game_from_stones(o, &[h8], &[h8], Color::White).unwrap_err(),
            SetupError::Overlap(h8)
        );
        let five = game_from_stones(
            o,
            &points("h8h9h10h11h12"),
            &points("a1a3a5a7a9"),
            Color::Black,
        );
        let error = five.unwrap_err();
        assert!(matches!(
            error,
            SetupError::Five {
                color: Color::Black,
                ..
            }
        ));
        assert!(
            error.describe(o).contains("five in a row"),
            "{}",
            error.describe(o)
        );
        assert!(
            SetupError::Counts {
                black: 2,
                white: 0,
                to_move: Color::White
            }
            .describe(o)
            .contains("2 black and 0 white")
        );
    }

    #[test]
    fn renju_orders_the_stones_so_no_black_move_is_forbidden_and_standard_allows_six() {
        // Black's h8 h9 i7 j7 with h7 in the corner: played last, h7 would be a double three,
        // but as black's first stone it is an ordinary move.
        let black = points("h8h9i7j7h7");
        let white = points("a1a3a5a7");
        let game = game_from_stones(options(Rule::Renju), &black, &white, Color::White).unwrap();
        assert_eq!(game.ply(), 9);
        assert!(!game.is_over());
        // Standard: six in a row is no five, so it may stand on the board.
        let six = points("c8d8e8f8g8h8");
        let whites = points("a1a3a5a7a9a11");
        assert!(game_from_stones(options(Rule::Standard), &six, &whites, Color::Black).is_ok());
        assert!(game_from_stones(options(Rule::Freestyle), &six, &whites, Color::Black).is_err());
    }
}
