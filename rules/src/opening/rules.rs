//! The opening rules' vocabulary: the rules, the two seats, the choices, the stages and why a
//! step is refused. The phase that walks through them is in `phase`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::{format_point, parse_point};
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;

/// Stones the proposer places before the first choice.
pub const PROPOSED_STONES: usize = 3;
/// Stones on the board after swap2's "place two more".
pub const SWAP2_STONES: usize = 5;
/// Below this evaluation for white to move, a chooser takes black.
pub const SWAP_MARGIN: i32 = 60;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpeningRule {
    /// Black simply moves first.
    #[default]
    None,
    Swap,
    Swap2,
    /// Renju: Soosõrv-8 (see `renju_rules`).
    Soosorv8,
    /// Renju: Taraguchi-10.
    Taraguchi10,
}

impl OpeningRule {
    pub const ALL: [OpeningRule; 5] = [
        OpeningRule::None,
        OpeningRule::Swap,
        OpeningRule::Swap2,
        OpeningRule::Soosorv8,
        OpeningRule::Taraguchi10,
    ];

    pub fn name(self) -> &'static str {
        match self {
            OpeningRule::None => "none",
            OpeningRule::Swap => "swap",
            OpeningRule::Swap2 => "swap2",
            OpeningRule::Soosorv8 => "soosorv8",
            OpeningRule::Taraguchi10 => "taraguchi10",
        }
    }

    /// Whether the rule can be played under `rule`: swap and swap2 without forbidden points,
    /// Soosõrv and Taraguchi under renju, whose tournaments play them.
    pub fn fits(self, rule: Rule) -> bool {
        match self {
            OpeningRule::None => true,
            OpeningRule::Swap | OpeningRule::Swap2 => {
                matches!(rule, Rule::Freestyle | Rule::Standard)
            }
            OpeningRule::Soosorv8 | OpeningRule::Taraguchi10 => rule == Rule::Renju,
        }
    }

    /// Renju's rules, whose steps [`renju_rules`] walks.
    pub(super) fn is_renju(self) -> bool {
        matches!(self, OpeningRule::Soosorv8 | OpeningRule::Taraguchi10)
    }
}

impl fmt::Display for OpeningRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for OpeningRule {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        OpeningRule::ALL
            .into_iter()
            .find(|rule| rule.name() == s.trim())
            .ok_or_else(|| {
                format!("unknown opening rule {s:?} (none, swap, swap2, soosorv8, taraguchi10)")
            })
    }
}

/// The two seats of an opening rule.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    #[default]
    Proposer,
    Chooser,
}

impl Role {
    pub fn other(self) -> Role {
        match self {
            Role::Proposer => Role::Chooser,
            Role::Chooser => Role::Proposer,
        }
    }
}

/// What the player whose turn it is to choose decides. In a record (version 3) each is one
/// word or a one-key object: `"place_two"`, `{"take": "black"}`, `{"declare": 3}`,
/// `{"offer": [9, 5]}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// Play this colour from now on (taking the other colour than one holds is a swap).
    Take(Color),
    /// Swap2's third option: place a white and a black stone and let the proposer choose.
    PlaceTwo,
    /// Soosõrv: white declares how many fifth moves black will offer.
    Declare(u8),
    /// Taraguchi, after the 4th stone: black offers the fifth moves instead of placing one.
    OfferFifths,
    /// A fifth-move offer of black's (not a stone: white keeps one of them as the 5th move).
    Offer(Point),
}

impl Choice {
    /// The choice as a record field's word: `black`, `declare3`, `offer:j10`.
    pub(super) fn code(self, size: BoardSize) -> String {
        match self {
            Choice::Take(Color::Black) => "black".into(),
            Choice::Take(Color::White) => "white".into(),
            Choice::PlaceTwo => "place_two".into(),
            Choice::Declare(n) => format!("declare{n}"),
            Choice::OfferFifths => "offer_fifths".into(),
            Choice::Offer(point) => format!("offer:{}", format_point(point, size)),
        }
    }

    pub(super) fn parse(code: &str, size: BoardSize) -> Option<Choice> {
        Some(match code {
            "black" => Choice::Take(Color::Black),
            "white" => Choice::Take(Color::White),
            "place_two" => Choice::PlaceTwo,
            "offer_fifths" => Choice::OfferFifths,
            _ => {
                if let Some(n) = code.strip_prefix("declare") {
                    Choice::Declare(n.parse().ok()?)
                } else {
                    Choice::Offer(parse_point(code.strip_prefix("offer:")?, size).ok()?)
                }
            }
        })
    }
}

/// Where the opening stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// `by` places the next stone (of whichever colour is to move).
    Place { by: Role, left: usize },
    /// `by` takes a colour; or, in swap2's first choice (`may_place_two`), places two more
    /// stones; or, after Taraguchi's 4th stone (`may_offer`), offers that many fifth moves.
    Choose {
        by: Role,
        may_place_two: bool,
        may_offer: Option<u8>,
    },
    /// Soosõrv: `by` (white) declares how many fifth moves black offers, 1 to `most`.
    Declare { by: Role, most: u8 },
    /// `by` (black) places `left` more fifth-move offers.
    Offer { by: Role, left: usize },
    /// `by` (white) keeps one of the offers: it is played as the 5th stone.
    Pick { by: Role },
    /// The game proper: the proposer plays `proposer`, the chooser the other colour.
    Play { proposer: Color },
}

impl Stage {
    /// The seat acting now, if the opening is still on.
    pub fn actor(self) -> Option<Role> {
        match self {
            Stage::Place { by, .. }
            | Stage::Choose { by, .. }
            | Stage::Declare { by, .. }
            | Stage::Offer { by, .. }
            | Stage::Pick { by } => Some(by),
            Stage::Play { .. } => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// A choice when none is due, or one the stage does not offer.
    NotNow,
    /// A record's opening field that does not parse.
    Malformed(String),
    /// Stone `stone` (1-based) must go within the central `side`×`side` square.
    OutsideCentre { stone: usize, side: u8 },
    /// White must keep one of the offered fifth moves.
    NotAnOffer,
    /// An offer on a stone or off the board.
    Occupied,
    /// The same point offered twice.
    AlreadyOffered,
    /// An offer that a symmetry of the position maps onto the earlier offer at this point.
    SymmetricOffer(Point),
    /// A declared number of offers outside 1 to the rule's most.
    BadCount { declared: u8, most: u8 },
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::NotNow => f.write_str("that choice is not open now"),
            OpeningError::Malformed(text) => write!(f, "opening phase {text:?} does not parse"),
            OpeningError::OutsideCentre { stone, side } => {
                write!(
                    f,
                    "stone {stone} must go within the central {side}x{side} square"
                )
            }
            OpeningError::NotAnOffer => {
                f.write_str("white must keep one of the offered fifth moves")
            }
            OpeningError::Occupied => f.write_str("an offer must go on an empty point"),
            OpeningError::AlreadyOffered => f.write_str("that point is offered already"),
            OpeningError::SymmetricOffer(_) => f.write_str(
                "that offer is symmetrical to an earlier one: the position looks the same",
            ),
            OpeningError::BadCount { declared, most } => {
                write!(f, "declare 1 to {most} fifth moves, not {declared}")
            }
        }
    }
}

impl std::error::Error for OpeningError {}
