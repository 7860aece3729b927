//! Rule sets and the win check around the last stone.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::point::{Color, Direction, Point};

/// What makes a five win, and whether black has forbidden moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rule {
    /// Five or more in a row wins, for both colours.
    #[default]
    Freestyle,
    /// Exactly five wins, for both colours; an overline wins nothing.
    Standard,
    /// Black: exactly five, and double-three, double-four and overline are forbidden. White: five
    /// or more, no restrictions.
    Renju,
    /// Piskvork's caro (Gomocup rule 8): an overline wins; exactly five wins unless opponent
    /// stones sit right at both ends (the board edge does not block).
    Caro,
}

impl Rule {
    pub const ALL: [Rule; 4] = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro];

    /// Whether black's moves are subject to the renju restrictions.
    pub fn has_forbidden_moves(self) -> bool {
        self == Rule::Renju
    }

    /// Whether an unbroken run of `length` stones of `color` wins; `blocked_ends` counts the ends
    /// of the run that touch an opponent stone (0..=2).
    pub fn is_winning_run(self, color: Color, length: u8, blocked_ends: u8) -> bool {
        match self {
            Rule::Freestyle => length >= 5,
            Rule::Standard => length == 5,
            Rule::Renju => match color {
                Color::Black => length == 5,
                Color::White => length >= 5,
            },
            Rule::Caro => length > 5 || (length == 5 && blocked_ends < 2),
        }
    }

    /// The Gomocup `INFO rule` bitmask value (1 exact five, 4 renju, 8 caro).
    pub fn gomocup_bits(self) -> u32 {
        match self {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
            Rule::Caro => 8,
        }
    }

    /// Reads a Gomocup `INFO rule` bitmask. Bit 2 (continuous game) does not change the rule and
    /// is ignored. Renju takes precedence over exact-five (Piskvork sends 4 for renju). Piskvork's
    /// exact-five caro (8 + 1) is a different game and is refused rather than misplayed.
    pub fn from_gomocup_bits(bits: u32) -> Result<Rule, RuleError> {
        let unsupported = bits & !0b1111 != 0
            || (bits & 4 != 0 && bits & 8 != 0)
            || (bits & 8 != 0 && bits & 1 != 0);
        if unsupported {
            return Err(RuleError::Bits(bits));
        }
        Ok(if bits & 4 != 0 {
            Rule::Renju
        } else if bits & 8 != 0 {
            Rule::Caro
        } else if bits & 1 != 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
            Rule::Caro => "caro",
        }
    }
}

/// A rule name or bitmask that means nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    Name(String),
    Bits(u32),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Name(name) => write!(
                f,
                "unknown rule {name:?} (expected freestyle, standard, renju or caro)"
            ),
            RuleError::Bits(bits) => write!(f, "unsupported Gomocup rule bitmask {bits}"),
        }
    }
}

impl std::error::Error for RuleError {}

impl FromStr for Rule {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Rule, RuleError> {
        let name = s.trim().to_ascii_lowercase();
        Rule::ALL
            .into_iter()
            .find(|rule| rule.name() == name)
            .or(match name.as_str() {
                "gomoku" | "free" => Some(Rule::Freestyle),
                "exact" | "exact5" | "exactfive" => Some(Rule::Standard),
                _ => None,
            })
            .ok_or(RuleError::Name(s.to_string()))
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The stones of a winning row: `length` points from `start` along `direction`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinLine {
    pub start: Point,
    pub direction: Direction,
    pub length: u8,
}

impl WinLine {
    /// The row's points, from `start` onwards.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (0..self.length as i32).filter_map(move |k| self.start.step(self.direction, k))
    }

    /// Whether `point` is one of the row's stones.
    pub fn contains(self, point: Point) -> bool {
        self.points().any(|p| p == point)
    }
}

/// The winning row made by the stone on `last`, if any: only the four lines through `last` are
/// examined (a new win must include the new stone). Under renju a black row must be exactly five;
/// whether the move was forbidden is the caller's concern (a five always wins).
pub fn winning_line(board: &Board, last: Point, rule: Rule) -> Option<WinLine> {
    let color = board.stone(last)?;
    Direction::ALL.into_iter().find_map(|direction| {
        let (length, start) = board.run_through(last, direction, color);
        if length < 5 {
            return None;
        }
        let blocked_ends = [
            start.step(direction, -1),
            start.step(direction, length as i32),
        ]
        .into_iter()
        .filter(|end| end.is_some_and(|p| board.stone(p) == Some(color.opponent())))
        .count() as u8;
        rule.is_winning_run(color, length, blocked_ends)
            .then_some(WinLine {
                start,
                direction,
                length,
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_names_and_bits_round_trip() {
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse::<Rule>(), Ok(rule));
            assert_eq!(Rule::from_gomocup_bits(rule.gomocup_bits()), Ok(rule));
        }
        assert_eq!(Rule::from_gomocup_bits(2), Ok(Rule::Freestyle));
        assert_eq!(Rule::from_gomocup_bits(5), Ok(Rule::Renju));
        assert!(Rule::from_gomocup_bits(12).is_err());
        assert!(Rule::from_gomocup_bits(9).is_err());
        assert_eq!(Rule::from_gomocup_bits(10), Ok(Rule::Caro));
        assert!(Rule::from_gomocup_bits(16).is_err());
        assert!("go".parse::<Rule>().is_err());
    }
}
