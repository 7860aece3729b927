//! A game under a rule: moves with validation, result, undo/redo and jumping to any ply.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::{Board, PlaceError};
use crate::bounded::quote_prefix;
use crate::point::{BoardSize, Color, Point};
use crate::renju::ForbiddenKind;
use crate::rules::{Rule, WinLine, winning_line};

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameResult {
    /// `color` made a winning row.
    Win { color: Color, line: WinLine },
    /// The board filled up with no winner, or (renju) black is to move and every empty point
    /// is forbidden: black cannot move, and a pass leaves the board as it is.
    Draw,
    /// Renju with a strict referee: black played the forbidden `point` and lost.
    ForbiddenLoss { point: Point, kind: ForbiddenKind },
}

impl GameResult {
    /// The winning colour, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::Win { color, .. } => Some(color),
            GameResult::Draw => None,
            GameResult::ForbiddenLoss { .. } => Some(Color::White),
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::Win { color, .. } => write!(f, "{color} wins"),
            GameResult::Draw => f.write_str("draw"),
            GameResult::ForbiddenLoss { kind, .. } => {
                write!(f, "white wins: black played a forbidden {kind}")
            }
        }
    }
}

/// How a game ended where its stones do not say. In the three endings other than
/// [`Ending::Board`], the colour named lost: it resigned, its clock ran out, or (a program) it
/// answered with a move the rules refuse, which is not among the game's moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// What the moves give: a five, black's forbidden move under a strict renju referee, a full
    /// board, or a game not over.
    #[default]
    Board,
    Resigned(Color),
    Time(Color),
    IllegalMove(Color),
}

impl Ending {
    /// The colour that lost by this ending (none for [`Ending::Board`]: the moves tell).
    pub fn loser(self) -> Option<Color> {
        match self {
            Ending::Board => None,
            Ending::Resigned(color) | Ending::Time(color) | Ending::IllegalMove(color) => {
                Some(color)
            }
        }
    }

    pub fn is_board(&self) -> bool {
        *self == Ending::Board
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::Board => f.write_str("as the moves give"),
            Ending::Resigned(color) => write!(f, "{color} resigned"),
            Ending::Time(color) => write!(f, "{color} ran out of time"),
            Ending::IllegalMove(color) => write!(f, "{color} played an illegal move"),
        }
    }
}

/// Reads `board`, or a colour and how it lost: `black-resigned`, `white-time`, `black-illegal`.
impl FromStr for Ending {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let expected = || {
            format!(
                "{} is not an ending (expected board, or COLOUR-resigned, COLOUR-time or \
                 COLOUR-illegal with COLOUR black or white)",
                quote_prefix(text)
            )
        };
        let lower = text.trim().to_ascii_lowercase();
        if lower == "board" {
            return Ok(Ending::Board);
        }
        let (color, how) = lower.split_once('-').ok_or_else(expected)?;
        let color = match color {
            "black" => Color::Black,
            "white" => Color::White,
            _ => return Err(expected()),
        };
        match how {
            "resigned" => Ok(Ending::Resigned(color)),
            "time" => Ok(Ending::Time(color)),
            "illegal" => Ok(Ending::IllegalMove(color)),
            _ => Err(expected()),
        }
    }
}

/// Why a move was refused; the game is unchanged.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    OffBoard(Point),
    Occupied(Point),
    GameOver(GameResult),
    /// Renju: black may not play here (only when the referee is not strict).
    Forbidden {
        point: Point,
        kind: ForbiddenKind,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::OffBoard(p) => write!(f, "({}, {}) is off the board", p.x(), p.y()),
            PlayError::Occupied(p) => write!(f, "({}, {}) is already occupied", p.x(), p.y()),
            PlayError::GameOver(result) => write!(f, "the game is over ({result})"),
            PlayError::Forbidden { point, kind } => write!(
                f,
                "({}, {}) is forbidden for black ({kind})",
                point.x(),
                point.y()
            ),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<PlaceError> for PlayError {
    fn from(error: PlaceError) -> Self {
        match error {
            PlaceError::OffBoard(p) => PlayError::OffBoard(p),
            PlaceError::Occupied(p) => PlayError::Occupied(p),
        }
    }
}

/// A ply outside `0..=total_plies`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct JumpError {
    pub requested: usize,
    pub available: usize,
}

impl fmt::Display for JumpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot jump to ply {}: the game has {} plies",
            self.requested, self.available
        )
    }
}

impl std::error::Error for JumpError {}

/// Settings fixed for a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    pub rule: Rule,
    pub size: BoardSize,
    /// Renju only: a forbidden move by black is played and loses (a strict referee), instead of
    /// being refused.
    #[serde(default)]
    pub strict_forbidden: bool,
}

/// A game in progress. Moves past the current ply (after undo) are kept for redo until a
/// different move is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    options: GameOptions,
    board: Board,
    /// Moves after the current ply, next one last (so redo is a pop).
    redo_stack: Vec<Point>,
    result: Option<GameResult>,
}

impl Game {
    /// A new game on an empty board.
    pub fn new(rule: Rule, size: BoardSize) -> Self {
        Game::with_options(GameOptions {
            rule,
            size,
            strict_forbidden: false,
        })
    }

    pub fn with_options(options: GameOptions) -> Self {
        Game {
            options,
            board: Board::new(options.size),
            redo_stack: Vec::new(),
            result: None,
        }
    }

    /// A game with `moves` played in order; stops at the first illegal one.
    pub fn from_moves(options: GameOptions, moves: &[Point]) -> Result<Self, (usize, PlayError)> {
        let mut game = Game::with_options(options);
        for (index, &point) in moves.iter().enumerate() {
            game.play(point).map_err(|e| (index, e))?;
        }
        Ok(game)
    }

    pub fn options(&self) -> GameOptions {
        self.options
    }

    pub fn rule(&self) -> Rule {
        self.options.rule
    }

    pub fn size(&self) -> BoardSize {
        self.options.size
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.board.side_to_move()
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// Moves played up to the current ply.
    pub fn moves(&self) -> Vec<Point> {
        self.board.stones_in_order().collect()
    }

    /// All moves of the line, including those undone and still redoable.
    pub fn all_moves(&self) -> Vec<Point> {
        let mut moves = self.moves();
        moves.extend(self.redo_stack.iter().rev());
        moves
    }

    /// The current ply (stones on the board).
    pub fn ply(&self) -> usize {
        self.board.stone_count()
    }

    /// Plies in the whole line, including redoable ones.
    pub fn total_plies(&self) -> usize {
        self.ply() + self.redo_stack.len()
    }

    pub fn last_move(&self) -> Option<Point> {
        self.board.last_move()
    }

    /// Whether the side to move may not play `point` because of the renju restrictions.
    pub fn forbidden_kind(&self, point: Point) -> Option<ForbiddenKind> {
        if self.rule().has_forbidden_moves() && self.to_move() == Color::Black {
            self.board.forbidden_kind(point)
        } else {
            None
        }
    }

    /// The side to move's forbidden points (empty unless renju and black to move, or once the
    /// game is over).
    pub fn forbidden_points(&self) -> Vec<Point> {
        if self.rule().has_forbidden_moves() && !self.is_over() {
            self.board.forbidden_points()
        } else {
            Vec::new()
        }
    }

    /// Plays `point` for the side to move. On success returns the result if the move ended the
    /// game. On error nothing changed. A new move discards the redo line unless it is the same
    /// move as the next redo.
    pub fn play(&mut self, point: Point) -> Result<Option<GameResult>, PlayError> {
        if let Some(result) = self.result {
            return Err(PlayError::GameOver(result));
        }
        if !self.board.is_empty(point) {
            return Err(if self.size().contains(point) {
                PlayError::Occupied(point)
            } else {
                PlayError::OffBoard(point)
            });
        }
        let mover = self.to_move();
        // A five wins even if it is also a forbidden shape, so look for the five first.
        self.board.play(point)?;
        let win = winning_line(&self.board, point, self.rule());
        let forbidden = match (win, mover, self.rule().has_forbidden_moves()) {
            (None, Color::Black, true) => {
                self.board.undo();
                let kind = self.board.forbidden_kind(point);
                self.board.play(point)?;
                kind
            }
            _ => None,
        };
        if let Some(kind) = forbidden {
            if !self.options.strict_forbidden {
                self.board.undo();
                return Err(PlayError::Forbidden { point, kind });
            }
            self.result = Some(GameResult::ForbiddenLoss { point, kind });
        } else if let Some(line) = win {
            self.result = Some(GameResult::Win { color: mover, line });
        } else if self.board.is_full() || self.black_is_shut_out() {
            self.result = Some(GameResult::Draw);
        }
        if self.redo_stack.last() == Some(&point) {
            self.redo_stack.pop();
        } else {
            self.redo_stack.clear();
        }
        Ok(self.result)
    }

    /// Whether black is to move under renju with only forbidden points left. The first empty
    /// point usually settles it: a point that is not forbidden ends the look.
    fn black_is_shut_out(&self) -> bool {
        self.rule().has_forbidden_moves()
            && self.to_move() == Color::Black
            && self
                .board
                .empty_points()
                .all(|p| self.board.is_forbidden(p))
    }

    /// Takes back the last move (also after the game ended); it can be redone.
    pub fn undo(&mut self) -> Option<Point> {
        let point = self.board.undo()?;
        self.redo_stack.push(point);
        self.result = None;
        Some(point)
    }

    /// Replays the next undone move.
    pub fn redo(&mut self) -> Option<Point> {
        let point = *self.redo_stack.last()?;
        // The move was legal in this very position before, so it is legal again.
        self.play(point)
            .expect("a redo move is legal where it was played");
        Some(point)
    }

    /// Undoes or redoes until `ply` stones are on the board.
    pub fn jump_to(&mut self, ply: usize) -> Result<(), JumpError> {
        if ply > self.total_plies() {
            return Err(JumpError {
                requested: ply,
                available: self.total_plies(),
            });
        }
        while self.ply() > ply {
            self.undo();
        }
        while self.ply() < ply {
            self.redo();
        }
        Ok(())
    }
}
