//! Tournament opening rules for freestyle and standard: swap and swap2. One player (the
//! proposer) places the first stones; the other (the chooser) picks a colour or, in swap2,
//! places two more stones and hands the choice back. The phase is a small state machine over the
//! number of stones on the board and the choices made, so undo and redo walk back through it.

use std::fmt;
use std::str::FromStr;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

pub mod symmetry;
pub mod canonical;

use crate::board::Board;
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::{Limits, Score, Searcher, StopFlag};

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
}

impl OpeningRule {
    pub const ALL: [OpeningRule; 3] = [OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2];

    pub fn name(self) -> &'static str {
        match self {
            OpeningRule::None => "none",
            OpeningRule::Swap => "swap",
            OpeningRule::Swap2 => "swap2",
        }
    }

    /// Whether the rule can be played under `rule` (renju has its own opening rules).
    pub fn fits(self, rule: Rule) -> bool {
        self == OpeningRule::None || matches!(rule, Rule::Freestyle | Rule::Standard)
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
            .ok_or_else(|| format!("unknown opening rule {s:?} (none, swap, swap2)"))
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

/// What the player whose turn it is to choose decides.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Play this colour from now on.
    Take(Color),
    /// Swap2's third option: place a white and a black stone and let the proposer choose.
    PlaceTwo,
}

impl Choice {
    fn code(self) -> &'static str {
        match self {
            Choice::Take(Color::Black) => "black",
            Choice::Take(Color::White) => "white",
            Choice::PlaceTwo => "place_two",
        }
    }
}

/// Where the opening stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// `by` places the next stone (of whichever colour is to move).
    Place { by: Role, left: usize },
    /// `by` chooses; `may_place_two` in swap2's first choice.
    Choose { by: Role, may_place_two: bool },
    /// The game proper: the proposer plays `proposer`, the chooser the other colour.
    Play { proposer: Color },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// A choice when none is due, or "place two" where it is not offered.
    NotNow,
    /// A record's opening field that does not parse.
    Malformed(String),
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::NotNow => f.write_str("that choice is not open now"),
            OpeningError::Malformed(text) => write!(f, "opening phase {text:?} does not parse"),
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
            _ if stones < PROPOSED_STONES && first.is_none() => {
                place(Role::Proposer, PROPOSED_STONES)
            }
            OpeningRule::Swap | OpeningRule::Swap2 => match (first, second) {
                (None, _) => Stage::Choose {
                    by: Role::Chooser,
                    may_place_two: self.rule == OpeningRule::Swap2,
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
                },
                (Some(Choice::PlaceTwo), Some(Choice::Take(color))) => {
                    Stage::Play { proposer: color }
                }
                // Never recorded: `choose` refuses a second "place two".
                (Some(Choice::PlaceTwo), Some(Choice::PlaceTwo)) => Stage::Play {
                    proposer: Color::Black,
                },
            },
        }
    }

    /// Whether a stone may be placed now (not while a choice is due).
    pub fn may_place(&self, stones: usize) -> bool {
        !matches!(self.stage(stones), Stage::Choose { .. })
    }

    /// The colour `role` plays, once the colours are settled.
    pub fn color_of(&self, role: Role, stones: usize) -> Option<Color> {
        match self.stage(stones) {
            Stage::Play { proposer } if role == Role::Proposer => Some(proposer),
            Stage::Play { proposer } => Some(proposer.opponent()),
            _ => None,
        }
    }

    /// Records `choice`, if a choice is due and allows it.
    pub fn choose(&mut self, stones: usize, choice: Choice) -> Result<(), OpeningError> {
        match self.stage(stones) {
            Stage::Choose { may_place_two, .. } if choice != Choice::PlaceTwo || may_place_two => {
                self.choices.push((stones, choice));
                Ok(())
            }
            _ => Err(OpeningError::NotNow),
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

    /// The phase as a record field: `swap2 3:place_two 5:white`.
    pub fn to_field(&self) -> String {
        let mut text = self.rule.name().to_owned();
        for (at, choice) in &self.choices {
            text.push_str(&format!(" {at}:{}", choice.code()));
        }
        text
    }

    /// Reads [`to_field`](Self::to_field)'s text; every choice must have been due where it is.
    pub fn from_field(text: &str) -> Result<OpeningPhase, OpeningError> {
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
            let choice = match code {
                "black" => Choice::Take(Color::Black),
                "white" => Choice::Take(Color::White),
                "place_two" => Choice::PlaceTwo,
                _ => return Err(malformed()),
            };
            if !matches!(phase.stage(at), Stage::Choose { .. }) {
                return Err(malformed());
            }
            phase.choose(at, choice).map_err(|_| malformed())?;
        }
        Ok(phase)
    }
}

/// Whether a chooser facing this evaluation for white to move should take black: white is
/// worse than the margin, or lost.
pub fn prefers_black(score_for_white: Score) -> bool {
    match score_for_white {
        Score::Eval(v) => v < -SWAP_MARGIN,
        Score::Loss(_) => true,
        Score::Win(_) => false,
    }
}

/// The colour a chooser takes when white to move is worth `score_for_white`.
pub fn choose_colour(score_for_white: Score) -> Color {
    if prefers_black(score_for_white) {
        Color::Black
    } else {
        Color::White
    }
}

/// Three opening stones (black, white, black) near the centre that a short search rates
/// closest to even, so the chooser gains little whichever colour it takes: `candidates` random
/// shapes within two lines of the centre, each searched to depth 4. Deterministic for a seed.
pub fn balanced_three(size: BoardSize, rule: Rule, seed: u64, candidates: usize) -> Vec<Point> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(rule, 1);
    let center = size.center();
    let reach = if size.get() >= 9 { 2 } else { 1 };
    let mut best: Option<(i32, Vec<Point>)> = None;
    for _ in 0..candidates.max(1) {
        let mut board = Board::new(size);
        let mut stones = Vec::new();
        while stones.len() < PROPOSED_STONES {
            let dx = rng.random_range(-reach..=reach);
            let dy = rng.random_range(-reach..=reach);
            if let Ok(point) = Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy)
                && board.play(point).is_ok()
            {
                stones.push(point);
            }
        }
        let result = searcher.search(&board, &Limits::depth(4), &StopFlag::new(), &mut |_| {});
        if let Score::Eval(value) = result.score
            && best.as_ref().is_none_or(|(b, _)| value.abs() < *b)
        {
            best = Some((value.abs(), stones));
        }
    }
    best.map(|(_, stones)| stones).unwrap_or_else(|| {
        let at = |dx: i64, dy: i64| Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy);
        [(0, 0), (1, 0), (0, 1)]
            .iter()
            .filter_map(|&(dx, dy)| at(dx, dy).ok())
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: Choice = Choice::Take(Color::Black);
    const W: Choice = Choice::Take(Color::White);

    #[test]
    fn swap_proposer_places_three_then_the_chooser_picks() {
        let mut phase = OpeningPhase::new(OpeningRule::Swap);
        for stones in 0..3 {
            assert_eq!(
                phase.stage(stones),
                Stage::Place {
                    by: Role::Proposer,
                    left: 3 - stones
                }
            );
        }
        assert_eq!(
            phase.stage(3),
            Stage::Choose {
                by: Role::Chooser,
                may_place_two: false
            }
        );
        assert!(!phase.may_place(3));
        assert_eq!(phase.choose(3, Choice::PlaceTwo), Err(OpeningError::NotNow));
        phase.choose(3, W).unwrap();
        assert_eq!(
            phase.stage(3),
            Stage::Play {
                proposer: Color::Black
            }
        );
        assert_eq!(phase.color_of(Role::Chooser, 7), Some(Color::White));
        assert_eq!(phase.choose(4, B), Err(OpeningError::NotNow));
        assert_eq!(phase.take_back(4), None);
        assert_eq!(phase.take_back(3), Some(W));
        assert!(matches!(phase.stage(3), Stage::Choose { .. }));
    }

    #[test]
    fn swap2_offers_three_options_and_place_two_hands_the_choice_back() {
        let mut phase = OpeningPhase::new(OpeningRule::Swap2);
        assert_eq!(
            phase.stage(3),
            Stage::Choose {
                by: Role::Chooser,
                may_place_two: true
            }
        );
        phase.choose(3, Choice::PlaceTwo).unwrap();
        assert_eq!(
            phase.stage(3),
            Stage::Place {
                by: Role::Chooser,
                left: 2
            }
        );
        assert_eq!(
            phase.stage(4),
            Stage::Place {
                by: Role::Chooser,
                left: 1
            }
        );
        assert_eq!(
            phase.stage(5),
            Stage::Choose {
                by: Role::Proposer,
                may_place_two: false
            }
        );
        assert_eq!(phase.choose(5, Choice::PlaceTwo), Err(OpeningError::NotNow));
        phase.choose(5, B).unwrap();
        assert_eq!(phase.color_of(Role::Proposer, 5), Some(Color::Black));
        assert_eq!(phase.to_field(), "swap2 3:place_two 5:black");
        assert_eq!(OpeningPhase::from_field(&phase.to_field()), Ok(phase));
    }

    #[test]
    fn without_a_rule_black_moves_first_and_nothing_is_chosen() {
        let mut phase = OpeningPhase::new(OpeningRule::None);
        assert_eq!(
            phase.stage(0),
            Stage::Play {
                proposer: Color::Black
            }
        );
        assert!(phase.may_place(3));
        assert_eq!(phase.choose(3, W), Err(OpeningError::NotNow));
        assert!(!OpeningRule::Swap2.fits(Rule::Renju) && OpeningRule::Swap.fits(Rule::Standard));
    }

    #[test]
    fn a_bad_field_is_an_error() {
        for text in [
            "",
            "swap3",
            "swap 3",
            "swap 3:red",
            "swap 2:white",
            "swap 3:place_two",
            "swap2 3:black 5:white",
        ] {
            assert!(OpeningPhase::from_field(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn a_chooser_takes_black_only_when_white_is_clearly_worse() {
        assert_eq!(choose_colour(Score::Eval(0)), Color::White);
        assert_eq!(choose_colour(Score::Eval(-SWAP_MARGIN - 1)), Color::Black);
        assert_eq!(choose_colour(Score::Loss(9)), Color::Black);
        assert_eq!(choose_colour(Score::Win(9)), Color::White);
    }

    #[test]
    fn the_proposed_stones_are_legal_near_the_centre_and_reproducible() {
        for seed in 0..5 {
            let stones = balanced_three(BoardSize::STANDARD, Rule::Freestyle, seed, 6);
            assert_eq!(stones.len(), 3);
            let mut board = Board::new(BoardSize::STANDARD);
            for &p in &stones {
                board.play(p).unwrap();
                assert!(p.x().abs_diff(7) <= 2 && p.y().abs_diff(7) <= 2);
            }
            assert_eq!(
                stones,
                balanced_three(BoardSize::STANDARD, Rule::Freestyle, seed, 6)
            );
        }
    }
}
