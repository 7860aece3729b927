//! Tournament opening rules: swap and swap2 for freestyle and standard, Soosõrv-8 and
//! Taraguchi-10 for renju (`renju_rules`). One player (the proposer, renju's tentative black)
//! places the first stones; the other (the chooser) picks a colour or, in swap2, places two more
//! stones and hands the choice back; renju's rules add more swaps, a declared number of
//! fifth-move offers, the offers and white's pick of one. The phase is a small state machine
//! over the number of stones on the board and the choices made, so undo and redo walk back
//! through it. The engine's own decisions in every rule are in `decide`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub mod symmetry;
pub mod canonical;

mod decide;
mod renju_rules;
#[cfg(test)]
mod tests;

pub use decide::{OpeningAction, OpeningAdvisor, balanced_three, choose_colour, prefers_black};
pub use renju_rules::{SOOSORV_MOST_OFFERS, TARAGUCHI_OFFERS, within_centre};

use crate::board::Board;
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
    fn is_renju(self) -> bool {
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
    fn code(self, size: BoardSize) -> String {
        match self {
            Choice::Take(Color::Black) => "black".into(),
            Choice::Take(Color::White) => "white".into(),
            Choice::PlaceTwo => "place_two".into(),
            Choice::Declare(n) => format!("declare{n}"),
            Choice::OfferFifths => "offer_fifths".into(),
            Choice::Offer(point) => format!("offer:{}", format_point(point, size)),
        }
    }

    fn parse(code: &str, size: BoardSize) -> Option<Choice> {
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

/// The rule and the choices made so far, each with the number of stones it was made at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpeningPhase {
    rule: OpeningRule,
    choices: Vec<(usize, Choice)>,
}

impl OpeningPhase {
    pub fn new(rule: OpeningRule) -> OpeningPhase {
        OpeningPhase {
            rule,
            choices: Vec::new(),
        }
    }

    pub fn rule(&self) -> OpeningRule {
        self.rule
    }

    pub fn choices(&self) -> &[(usize, Choice)] {
        &self.choices
    }

    /// The stage with `stones` on the board.
    pub fn stage(&self, stones: usize) -> Stage {
        let first = self.choices.first().map(|&(_, c)| c);
        let second = self.choices.get(1).map(|&(_, c)| c);
        let place = |by, until: usize| Stage::Place {
            by,
            left: until - stones,
        };
        match self.rule {
            OpeningRule::None => Stage::Play {
                proposer: Color::Black,
            },
            rule if rule.is_renju() => renju_rules::stage(rule, &self.choices, stones),
            _ if stones < PROPOSED_STONES && first.is_none() => {
                place(Role::Proposer, PROPOSED_STONES)
            }
            OpeningRule::Swap | OpeningRule::Swap2 => match (first, second) {
                (None, _) => Stage::Choose {
                    by: Role::Chooser,
                    may_place_two: self.rule == OpeningRule::Swap2,
                    may_offer: None,
                },
                (Some(Choice::Take(color)), _) => Stage::Play {
                    proposer: color.opponent(),
                },
                (Some(Choice::PlaceTwo), None) if stones < SWAP2_STONES => {
                    place(Role::Chooser, SWAP2_STONES)
                }
                (Some(Choice::PlaceTwo), None) => Stage::Choose {
                    by: Role::Proposer,
                    may_place_two: false,
                    may_offer: None,
                },
                (Some(Choice::PlaceTwo), Some(Choice::Take(color))) => {
                    Stage::Play { proposer: color }
                }
                // Never recorded: `choose` refuses a second "place two", and renju's choices
                // under swap.
                _ => Stage::Play {
                    proposer: Color::Black,
                },
            },
            OpeningRule::Soosorv8 | OpeningRule::Taraguchi10 => unreachable!("walked above"),
        }
    }

    /// Whether a stone may be placed now (not while a choice is due or offers are made).
    pub fn may_place(&self, stones: usize) -> bool {
        matches!(
            self.stage(stones),
            Stage::Place { .. } | Stage::Pick { .. } | Stage::Play { .. }
        )
    }

    /// Black's fifth-move offers made so far (renju's rules).
    pub fn offers(&self) -> Vec<Point> {
        self.choices
            .iter()
            .filter_map(|&(_, choice)| match choice {
                Choice::Offer(point) => Some(point),
                _ => None,
            })
            .collect()
    }

    /// The side of the central square the next stone must go in with `stones` on the board,
    /// where the rule limits it (renju's rules before their offers).
    pub fn next_square(&self, stones: usize) -> Option<u8> {
        let offered = self.choices.iter().any(|&(_, c)| c == Choice::OfferFifths);
        renju_rules::square_for(self.rule, stones + 1, offered)
    }

    /// Checks that the opening lets the next stone go on `point` of `board` (the central
    /// squares of renju's rules, white's pick among the offers); the board checks the rest.
    pub fn check_stone(&self, board: &Board, point: Point) -> Result<(), OpeningError> {
        let stones = board.stone_count();
        if let Stage::Pick { .. } = self.stage(stones) {
            return if self.offers().contains(&point) {
                Ok(())
            } else {
                Err(OpeningError::NotAnOffer)
            };
        }
        match self.next_square(stones) {
            Some(side) if !within_centre(point, board.size(), side) => {
                Err(OpeningError::OutsideCentre {
                    stone: stones + 1,
                    side,
                })
            }
            _ => Ok(()),
        }
    }

    /// The colour `role` plays, once the colours are settled.
    pub fn color_of(&self, role: Role, stones: usize) -> Option<Color> {
        match self.stage(stones) {
            Stage::Play { proposer } if role == Role::Proposer => Some(proposer),
            Stage::Play { proposer } => Some(proposer.opponent()),
            _ => None,
        }
    }

    /// Records `choice`, if a choice is due and allows it. Offers are checked against the
    /// position with [`choose_on`](Self::choose_on); this checks only that one is due.
    pub fn choose(&mut self, stones: usize, choice: Choice) -> Result<(), OpeningError> {
        let due = match (self.stage(stones), choice) {
            (Stage::Choose { .. }, Choice::Take(_)) => Ok(()),
            (Stage::Choose { may_place_two, .. }, Choice::PlaceTwo) if may_place_two => Ok(()),
            (Stage::Choose { may_offer, .. }, Choice::OfferFifths) if may_offer.is_some() => Ok(()),
            (Stage::Declare { most, .. }, Choice::Declare(n)) if (1..=most).contains(&n) => Ok(()),
            (Stage::Declare { most, .. }, Choice::Declare(declared)) => {
                Err(OpeningError::BadCount { declared, most })
            }
            (Stage::Offer { .. }, Choice::Offer(_)) => Ok(()),
            _ => Err(OpeningError::NotNow),
        };
        due?;
        self.choices.push((stones, choice));
        Ok(())
    }

    /// [`choose`](Self::choose) with the position at hand, so that an offer is checked too: on
    /// an empty point, not offered yet, and not symmetrical to an earlier offer.
    pub fn choose_on(&mut self, board: &Board, choice: Choice) -> Result<(), OpeningError> {
        let stones = board.stone_count();
        if let (Stage::Offer { .. }, Choice::Offer(point)) = (self.stage(stones), choice) {
            renju_rules::check_offer(board, &self.offers(), point)?;
        }
        self.choose(stones, choice)
    }

    /// The stones placed before the game proper began (the opening's stones, which a review
    /// does not judge): 0 without a rule, or while the opening is still on with `stones`.
    pub fn opening_plies(&self, stones: usize) -> usize {
        (0..=stones)
            .find(|&s| matches!(self.stage(s), Stage::Play { .. }))
            .filter(|_| self.rule != OpeningRule::None)
            .unwrap_or(0)
    }

    /// The phase of `rule` with `choices` (each with the stones it was made at) replayed over
    /// `moves` from the empty board: every choice due where it stands, every offer on a free
    /// point and no twin of another, every stone of the opening where the rule lets it go.
    pub fn replay(
        rule: OpeningRule,
        choices: &[(usize, Choice)],
        moves: &[Point],
        size: BoardSize,
    ) -> Result<OpeningPhase, OpeningError> {
        let mut phase = OpeningPhase::new(rule);
        let mut board = Board::new(size);
        let mut pending = choices.iter().peekable();
        for stones in 0..=moves.len() {
            while let Some(&&(at, choice)) = pending.peek().filter(|&&&(at, _)| at <= stones) {
                if at < stones {
                    return Err(OpeningError::Malformed(format!(
                        "a choice at {at} stones comes after stone {stones}"
                    )));
                }
                phase.choose_on(&board, choice)?;
                pending.next();
            }
            let Some(&point) = moves.get(stones) else {
                break;
            };
            if !matches!(phase.stage(stones), Stage::Play { .. }) {
                if !phase.may_place(stones) {
                    return Err(OpeningError::NotNow);
                }
                phase.check_stone(&board, point)?;
            }
            if board.play(point).is_err() {
                return Err(OpeningError::Occupied);
            }
        }
        match pending.next() {
            Some(&(at, _)) => Err(OpeningError::Malformed(format!(
                "a choice at {at} stones, beyond the {} moves",
                moves.len()
            ))),
            None => Ok(phase),
        }
    }

    /// Takes back the last choice if it was made with `stones` on the board (undo reaches a
    /// choice before the stones placed before it).
    pub fn take_back(&mut self, stones: usize) -> Option<Choice> {
        match self.choices.last() {
            Some(&(at, choice)) if at == stones => {
                self.choices.pop();
                Some(choice)
            }
            _ => None,
        }
    }

    /// The phase as a record field: `swap2 3:place_two 5:white`, `soosorv8 3:black 4:declare2
    /// 4:white 4:offer:j10 4:offer:g7` (points in the notation of a board of `size`).
    pub fn to_field(&self, size: BoardSize) -> String {
        let mut text = self.rule.name().to_owned();
        for &(at, choice) in &self.choices {
            text.push_str(&format!(" {at}:{}", choice.code(size)));
        }
        text
    }

    /// Reads [`to_field`](Self::to_field)'s text; every choice must have been due where it is.
    /// Offers are checked for their order here, and against the stones by the game.
    pub fn from_field(text: &str, size: BoardSize) -> Result<OpeningPhase, OpeningError> {
        let malformed = || OpeningError::Malformed(text.to_owned());
        let mut words = text.split_whitespace();
        let rule = words
            .next()
            .ok_or_else(malformed)?
            .parse::<OpeningRule>()
            .map_err(|_| malformed())?;
        let mut phase = OpeningPhase::new(rule);
        for word in words {
            let (at, code) = word.split_once(':').ok_or_else(malformed)?;
            let at: usize = at.parse().map_err(|_| malformed())?;
            let choice = Choice::parse(code, size).ok_or_else(malformed)?;
            if phase.choices.last().is_some_and(|&(last, _)| at < last) {
                return Err(malformed());
            }
            phase.choose(at, choice).map_err(|_| malformed())?;
        }
        Ok(phase)
    }
}
