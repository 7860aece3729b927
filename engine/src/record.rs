//! JSON game records: rule, size, moves, result, player labels and free-form metadata.
//!
//! Loading replays every move through [`Game`], so a record that names an illegal move, a result
//! that does not follow from its moves, or an unknown format version is rejected with a message and
//! never yields a half-built game.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bounded::abridge;
use crate::game::{Ending, Game, GameOptions, GameResult, PlayError};
use crate::opening::canonical::recognise;
use crate::opening::{Choice, OpeningError, OpeningPhase, OpeningRule};
use crate::point::{BoardSize, Point};
use crate::review::GameReview;
use crate::rules::Rule;
use crate::variations::MoveTree;

/// The record format version written by this crate for a game without variations.
pub const RECORD_VERSION: u32 = 1;
/// The version of a record with variations (`variations`).
pub const VARIATIONS_VERSION: u32 = 2;
/// The version of a record of a game under an opening rule (`opening`: the rule, the swaps,
/// renju's declared number of offers and the offers); it may have variations too. This crate
/// reads all three.
pub const OPENING_VERSION: u32 = 3;

/// A game's opening rule and the choices made under it, each with the number of stones on the
/// board when it was made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpeningRecord {
    pub rule: OpeningRule,
    #[serde(default)]
    pub choices: Vec<RecordedChoice>,
    /// The renju opening the first three stones make (`4D 花月 Kagetsu`), for readers; the
    /// stones decide it when the record is read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedChoice {
    pub at: usize,
    pub choice: Choice,
}

/// A game as stored on disk.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub version: u32,
    pub rule: Rule,
    pub size: BoardSize,
    #[serde(default)]
    pub strict_forbidden: bool,
    /// Moves in order, each `[x, y]` from the top-left. Includes undone moves that can be redone
    /// when `current_ply` is below their count.
    pub moves: Vec<Point>,
    /// How many of `moves` are on the board (the rest are the redo line); all when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_ply: Option<usize>,
    /// The result at the end of `moves`, for readers that do not replay.
    pub result: Option<GameResult>,
    /// How the game ended at the end of `moves` where they do not say: a resignation, a loss on
    /// time, a program's illegal move. Absent when the moves tell (a record of any version may
    /// have it; one that has a `result` may not).
    #[serde(default, skip_serializing_if = "Ending::is_board")]
    pub ending: Ending,
    #[serde(default)]
    pub black: String,
    #[serde(default)]
    pub white: String,
    #[serde(default)]
    pub metadata: BTreeMap<String, String>,
    /// An automatic review of `moves` (`crate::review`), kept so reopening the game does not
    /// redo it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<GameReview>,
    /// The other lines of the game (version 2), each from the empty board; `moves` is the main
    /// line.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Vec<Point>>,
    /// The opening rule and its choices (version 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<OpeningRecord>,
}

/// Why a record could not be read.
#[derive(Debug)]
pub enum RecordError {
    /// Not JSON, or not shaped like a record.
    Json(serde_json::Error),
    Version(u32),
    IllegalMove {
        index: usize,
        error: PlayError,
    },
    /// The stored result is not what the moves give.
    ResultMismatch {
        stored: Option<GameResult>,
        replayed: Option<GameResult>,
    },
    CurrentPly {
        current: usize,
        moves: usize,
    },
    IllegalVariation {
        variation: usize,
        index: usize,
        error: PlayError,
    },
    /// The opening's choices do not fit its rule or the moves.
    Opening(OpeningError),
    /// An `ending` beside moves that end the game on the board.
    EndingAfterResult {
        ending: Ending,
        result: GameResult,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // serde quotes a bad name or string whole, however long.
            RecordError::Json(e) => {
                write!(f, "not a game record: {}", abridge(&e.to_string(), 200))
            }
            RecordError::Version(v) => write!(
                f,
                "record version {v} is not supported (this build reads versions {RECORD_VERSION} to {OPENING_VERSION})"
            ),
            RecordError::Opening(error) => write!(f, "the record's opening: {error}"),
            RecordError::EndingAfterResult { ending, result } => write!(
                f,
                "the record says \"{ending}\" but its moves already end the game ({result})"
            ),
            RecordError::IllegalMove { index, error } => {
                write!(f, "move {} of the record is illegal: {error}", index + 1)
            }
            RecordError::IllegalVariation {
                variation,
                index,
                error,
            } => write!(
                f,
                "move {} of variation {} is illegal: {error}",
                index + 1,
                variation + 1
            ),
            RecordError::ResultMismatch { stored, replayed } => write!(
                f,
                "the record says the result is {} but its moves give {}",
                describe(*stored),
                describe(*replayed)
            ),
            RecordError::CurrentPly { current, moves } => write!(
                f,
                "the record's current ply {current} is beyond its {moves} moves"
            ),
        }
    }
}

/// A result with its winning row, so two wins by one colour are told apart.
fn describe(result: Option<GameResult>) -> String {
    match result {
        None => "unfinished".to_string(),
        Some(GameResult::Win { color, line }) => format!(
            "{color} wins with {} stones from ({}, {}) {:?}",
            line.length,
            line.start.x(),
            line.start.y(),
            line.direction
        ),
        Some(other) => other.to_string(),
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// The record of `game`'s whole line (redoable moves included) with empty labels.
    pub fn from_game(game: &Game) -> Self {
        let options = game.options();
        let mut full_line = game.clone();
        let _ = full_line.jump_to(full_line.total_plies());
        GameRecord {
            version: RECORD_VERSION,
            rule: options.rule,
            size: options.size,
            strict_forbidden: options.strict_forbidden,
            moves: game.all_moves(),
            current_ply: (game.ply() != game.total_plies()).then_some(game.ply()),
            result: full_line.result(),
            ending: Ending::Board,
            black: String::new(),
            white: String::new(),
            metadata: BTreeMap::new(),
            review: None,
            variations: Vec::new(),
            opening: None,
        }
    }

    /// The version the record's contents need.
    fn settle_version(&mut self) {
        self.version = if self.opening.is_some() {
            OPENING_VERSION
        } else if !self.variations.is_empty() {
            VARIATIONS_VERSION
        } else {
            RECORD_VERSION
        };
    }

    /// Stores the game's other lines (and the version that has them).
    pub fn set_variations(&mut self, lines: Vec<Vec<Point>>) {
        self.variations = lines;
        self.settle_version();
    }

    /// Stores the game's opening rule and choices (none without a rule), with the name of the
    /// renju opening its stones make.
    pub fn set_opening(&mut self, phase: &OpeningPhase) {
        self.opening = (phase.rule() != OpeningRule::None).then(|| {
            let name = recognise(self.moves.get(..3).unwrap_or_default(), self.size)
                .map(|opening| opening.to_string());
            OpeningRecord {
                rule: phase.rule(),
                choices: phase
                    .choices()
                    .iter()
                    .map(|&(at, choice)| RecordedChoice { at, choice })
                    .collect(),
                name,
            }
        });
        self.settle_version();
    }

    /// The opening phase the record holds, checked against its moves; the phase without a
    /// rule when it has none.
    pub fn opening_phase(&self) -> Result<OpeningPhase, RecordError> {
        let Some(opening) = &self.opening else {
            return Ok(OpeningPhase::default());
        };
        let choices: Vec<(usize, Choice)> =
            opening.choices.iter().map(|c| (c.at, c.choice)).collect();
        OpeningPhase::replay(opening.rule, &choices, &self.moves, self.size)
            .map_err(RecordError::Opening)
    }

    /// Every line of the record, `moves` as the main one.
    pub fn tree(&self) -> MoveTree {
        let mut tree = MoveTree::with_main_line(&self.moves);
        for line in &self.variations {
            tree.add_line(line);
        }
        tree
    }

    /// The stored review, if it is one of exactly this record's moves and ending.
    pub fn review_of_moves(&self) -> Option<&GameReview> {
        self.review.as_ref().filter(|review| {
            review.ending == self.ending
                && review.moves.len() == self.moves.len()
                && review
                    .moves
                    .iter()
                    .zip(&self.moves)
                    .all(|(judged, &played)| judged.played == played)
        })
    }

    /// Replays the record into a game positioned at `current_ply`.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        if !(RECORD_VERSION..=OPENING_VERSION).contains(&self.version) {
            return Err(RecordError::Version(self.version));
        }
        let options = GameOptions {
            rule: self.rule,
            size: self.size,
            strict_forbidden: self.strict_forbidden,
        };
        let mut game = Game::from_moves(options, &self.moves)
            .map_err(|(index, error)| RecordError::IllegalMove { index, error })?;
        if game.result() != self.result {
            return Err(RecordError::ResultMismatch {
                stored: self.result,
                replayed: game.result(),
            });
        }
        if let (Some(result), false) = (game.result(), self.ending.is_board()) {
            return Err(RecordError::EndingAfterResult {
                ending: self.ending,
                result,
            });
        }
        let current = self.current_ply.unwrap_or(self.moves.len());
        game.jump_to(current).map_err(|_| RecordError::CurrentPly {
            current,
            moves: self.moves.len(),
        })?;
        Ok(game)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records always serialise")
    }

    /// Parses and validates a record (the moves are replayed).
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let record: GameRecord = serde_json::from_str(text).map_err(RecordError::Json)?;
        let game = record.to_game()?;
        record.opening_phase()?;
        for (number, line) in record.variations.iter().enumerate() {
            Game::from_moves(game.options(), line).map_err(|(index, error)| {
                RecordError::IllegalVariation {
                    variation: number,
                    index,
                    error,
                }
            })?;
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::point::Color;

    fn unfinished() -> GameRecord {
        let moves = parse_moves("h8i9h9", BoardSize::STANDARD).unwrap();
        let game = Game::from_moves(GameOptions::default(), &moves).unwrap();
        GameRecord::from_game(&game)
    }

    #[test]
    fn a_resignation_is_kept_and_a_record_without_one_is_unchanged() {
        let record = unfinished();
        let json = record.to_json();
        assert!(!json.contains("ending"), "{json}");
        assert_eq!(GameRecord::from_json(&json).unwrap().ending, Ending::Board);
        for ending in [
            Ending::Resigned(Color::White),
            Ending::Time(Color::Black),
            Ending::IllegalMove(Color::White),
        ] {
            let mut resigned = record.clone();
            resigned.ending = ending;
            let json = resigned.to_json();
            assert!(json.contains("\"version\": 1"), "{json}");
            let read = GameRecord::from_json(&json).unwrap();
            assert_eq!(read.ending, ending);
            assert!(read.to_game().unwrap().result().is_none());
        }
    }

    #[test]
    fn an_ending_beside_a_result_is_refused() {
        let moves = parse_moves("h8a1i8a2j8a3k8a4l8", BoardSize::STANDARD).unwrap();
        let game = Game::from_moves(GameOptions::default(), &moves).unwrap();
        let mut record = GameRecord::from_game(&game);
        record.ending = Ending::Resigned(Color::Black);
        let error = GameRecord::from_json(&record.to_json()).unwrap_err();
        assert!(matches!(error, RecordError::EndingAfterResult { .. }));
        assert!(error.to_string().contains("black resigned"), "{error}");
    }

    #[test]
    fn a_review_judged_with_another_ending_is_not_the_record_s() {
        let mut record = unfinished();
        record.review = Some(GameReview {
            moves: Vec::new(),
            lost_at: None,
            accuracy: [100.0; 2],
            ending: Ending::Board,
        });
        record.moves.clear();
        assert!(record.review_of_moves().is_some());
        record.ending = Ending::Resigned(Color::Black);
        assert!(record.review_of_moves().is_none());
    }

    #[test]
    fn a_long_bad_name_is_not_quoted_whole() {
        let json = unfinished()
            .to_json()
            .replace("\"freestyle\"", &format!("\"{}\"", "x".repeat(100_000)));
        let message = GameRecord::from_json(&json).unwrap_err().to_string();
        assert!(message.len() < 300, "{} bytes", message.len());
    }
}
