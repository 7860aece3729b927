//! Difficulty levels and playing styles, and [`Ai`], which picks a move for a level.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The difficulty ladder, weakest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Seed 003: two weight arrays, greedy.
    Beginner,
    /// Seed 001: per-direction counts scored with the F/L tables, greedy.
    Easy,
    /// Seed 002: rule scores and a shallow alpha-beta over the best few candidates.
    Medium,
    /// The full engine at about half a second per move, with some variety in quiet openings.
    Hard,
    /// The full engine at the given time control, deterministic for a given seed.
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level or style name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName(pub String);

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown name `{}`", self.0)
    }
}

impl std::error::Error for UnknownName {}

impl FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        let lower = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == lower || (level.index() + 1).to_string() == lower)
            .ok_or_else(|| UnknownName(s.to_string()))
    }
}

impl Level {
    fn index(self) -> usize {
        self as usize
    }
}

/// How a player weighs its own chances against the opponent's: the seeds' tie rule (seed 003's
/// `<=` versus `<`) and Yixin's rash / cautious knob. Applies to every level below Master.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// Prefers building its own threats; ties go to attack.
    Attack,
    /// Weighs both sides equally.
    #[default]
    Balanced,
    /// Prefers spoiling the opponent's shapes; ties go to defence.
    Defence,
}

impl Style {
    pub const ALL: [Style; 3] = [Style::Attack, Style::Balanced, Style::Defence];

    pub fn name(self) -> &'static str {
        match self {
            Style::Attack => "attack",
            Style::Balanced => "balanced",
            Style::Defence => "defence",
        }
    }

    /// Multipliers (attack, defence) in percent for scores that add both sides' values.
    pub fn weights(self) -> (i64, i64) {
        match self {
            Style::Attack => (120, 85),
            Style::Balanced => (100, 100),
            Style::Defence => (85, 120),
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Style {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Style, UnknownName> {
        let lower = s.trim().to_ascii_lowercase();
        Style::ALL
            .into_iter()
            .find(|style| style.name() == lower || (lower == "defense" && *style == Style::Defence))
            .ok_or_else(|| UnknownName(s.to_string()))
    }
}
