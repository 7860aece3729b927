//! What the player has done: results against the AI by strength (for *Suggest a level*) and the
//! puzzles solved, with streaks.

use std::collections::{BTreeMap, BTreeSet};

use bevy::prelude::*;
use gomoku_engine::Strength;
use gomoku_engine::strength::{Suggestion, Tally, suggest};
use serde::{Deserialize, Serialize};

#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerRecord {
    /// The person's results against the AI, per strength (0-100), for *Suggest a level*.
    pub results: BTreeMap<u8, Tally>,
    pub puzzles: PuzzleRecord,
}

/// The puzzles solved, and the streaks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    pub solved: BTreeSet<String>,
    /// Puzzles solved in a row without a wrong move, and the best such run.
    pub streak: u32,
    pub best_streak: u32,
}

impl PlayerRecord {
    /// Counts a finished game against the AI at `strength` (`won`: `Some(true)` a win,
    /// `Some(false)` a loss, `None` a draw).
    pub fn record_result(&mut self, strength: Strength, won: Option<bool>) {
        let tally = self.results.entry(strength.get()).or_default();
        let counter = match won {
            Some(true) => &mut tally.wins,
            Some(false) => &mut tally.losses,
            None => &mut tally.draws,
        };
        *counter = counter.saturating_add(1);
    }

    /// The next strength to try, from the saved results (entries a hand-edited file made out
    /// of range are skipped).
    pub fn suggestion(&self) -> Option<Suggestion> {
        suggest(
            self.results
                .iter()
                .filter_map(|(&point, &tally)| Strength::new(point).ok().map(|s| (s, tally))),
        )
    }
}
