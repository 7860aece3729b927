//! What the player chose and did, by concern: how a game is set up ([`GameSetup`]: the seat,
//! the rule, the board, the opponent), how the interface looks and sounds ([`Preferences`]), and
//! the player's record ([`PlayerRecord`]: results by strength, puzzles solved). Three resources,
//! so a system reads only the part it needs; saved together as one file by the persistence
//! plugin ([`SavedSettings`]), in the same fields as before the split.

mod preferences;
mod record;
mod setup;

pub use preferences::{MAX_ANALYSIS_LINES, Preferences, REVIEW_TIME_CHOICES_MS};
pub use record::{PlayerRecord, PuzzleRecord};
pub use setup::{
    BOARD_SIZES, ForbiddenMoves, GameSetup, MOVE_TIME_RANGE_MS, Mode, PuzzleSeat,
    machine_search_threads, max_search_threads,
};

use std::collections::{BTreeMap, BTreeSet};

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::strength::Tally;
use serde::{Deserialize, Serialize};

/// The settings file: the three parts side by side in one flat object, the puzzle seat and the
/// puzzle record together under `puzzles` as they were before the split.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedSettings {
    #[serde(flatten)]
    pub setup: GameSetup,
    #[serde(flatten)]
    pub preferences: Preferences,
    results: BTreeMap<u8, Tally>,
    puzzles: SavedPuzzles,
}

/// Puzzle mode's part of the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct SavedPuzzles {
    level: u8,
    current: Option<String>,
    attacker: Stone,
    solved: BTreeSet<String>,
    streak: u32,
    best_streak: u32,
}

impl Default for SavedPuzzles {
    fn default() -> Self {
        SavedPuzzles::of(&PuzzleSeat::default(), &PuzzleRecord::default())
    }
}

impl SavedPuzzles {
    fn of(seat: &PuzzleSeat, record: &PuzzleRecord) -> SavedPuzzles {
        SavedPuzzles {
            level: seat.level,
            current: seat.current.clone(),
            attacker: seat.attacker,
            solved: record.solved.clone(),
            streak: record.streak,
            best_streak: record.best_streak,
        }
    }
}

impl SavedSettings {
    /// The file's form of the three parts.
    pub fn of(setup: &GameSetup, preferences: &Preferences, record: &PlayerRecord) -> Self {
        SavedSettings {
            setup: setup.clone(),
            preferences: preferences.clone(),
            results: record.results.clone(),
            puzzles: SavedPuzzles::of(&setup.puzzle, &record.puzzles),
        }
    }

    /// The three parts again.
    pub fn into_parts(self) -> (GameSetup, Preferences, PlayerRecord) {
        let SavedSettings {
            mut setup,
            preferences,
            results,
            puzzles,
        } = self;
        setup.puzzle = PuzzleSeat {
            level: puzzles.level,
            current: puzzles.current,
            attacker: puzzles.attacker,
        };
        let record = PlayerRecord {
            results,
            puzzles: PuzzleRecord {
                solved: puzzles.solved,
                streak: puzzles.streak,
                best_streak: puzzles.best_streak,
            },
        };
        (setup, preferences, record)
    }
}

/// The languages the system asks for, most preferred first (BCP 47 tags or POSIX locale names):
/// the first start's language comes from them. Empty (English) unless the windowed game reads
/// the system's, so headless runs do not depend on the machine's locale.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SystemLocales(pub Vec<String>);

impl SystemLocales {
    /// The game's language for them: the first one it speaks, else English.
    pub fn language(&self) -> crate::i18n::Language {
        crate::i18n::language_from_tags(self.0.iter().map(String::as_str)).unwrap_or_default()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SystemLocales>()
        .init_resource::<GameSetup>()
        .init_resource::<Preferences>()
        .init_resource::<PlayerRecord>();
}
