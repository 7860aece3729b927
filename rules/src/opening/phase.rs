//! The opening phase: a rule and the choices made under it, each with the number of stones on
//! the board when it was made, so undo and redo walk back through it; what the stage is, what
//! a stone or a choice may be, and the phase as a record field.

use crate::board::Board;
use crate::point::{BoardSize, Point};

use super::renju_rules::{self, within_centre};
use super::rules::{Choice, OpeningError, OpeningRule, PROPOSED_STONES, Role, SWAP2_STONES, Stage};
use crate::point::Color;

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
