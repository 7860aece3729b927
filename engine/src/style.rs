//! Playing styles: how a player weighs its own chances against the opponent's. Every level
//! below Master plays with one, the ladder's rungs and the full engine alike, so the style sits
//! below both.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A level or style name that is not known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName(pub String);

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown name `{}`", self.0)
    }
}

impl std::error::Error for UnknownName {}

/// How a player weighs its own chances against the opponent's: the Beginner rung's tie rule
/// (its Java Swing blog post's `<=` versus `<`) and Yixin's rash / cautious knob. Applies to
/// every level below Master.
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
