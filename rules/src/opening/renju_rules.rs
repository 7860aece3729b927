//! Renju's tournament opening rules, as the Renju International Federation certified them:
//! Soosõrv-N and Taraguchi-N (the game plays Soosõrv-8 and Taraguchi-10, the versions most
//! played in international tournaments).
//!
//! - **Soosõrv-N.** The tentative black places one of the 26 canonical openings (black on the
//!   centre, white next to it, black in the central 5x5). The other player may swap. White
//!   places the 4th stone anywhere and declares how many 5th moves black will offer (1 to N).
//!   The other player may swap. Black places that many 5th-move offers, no two of them
//!   symmetrical; white keeps one of them as the 5th move and plays the 6th.
//! - **Taraguchi-N.** Black places the 1st stone on the centre, and after each of the first four
//!   stones the other player may swap; the k-th stone goes within the central (2k−1)×(2k−1)
//!   square. After the 4th, black either plays the 5th within the central 9x9 (after the other
//!   player's right to swap, and followed by another), or offers N 5th moves anywhere, no two of
//!   them symmetrical, of which white keeps one and plays the 6th.
//!
//! Who holds which colour changes with every swap, so the stage is found by walking the rule's
//! steps through the choices made so far.

use crate::board::Board;
use crate::point::{BoardSize, Color, Point};

use super::rules::{Choice, OpeningError, OpeningRule, Role, Stage};
use super::symmetry::Symmetry;

/// Soosõrv-8's most fifth-move offers, and Taraguchi-10's offers.
pub const SOOSORV_MOST_OFFERS: u8 = 8;
pub const TARAGUCHI_OFFERS: u8 = 10;

/// Where the opening stands, walking `rule`'s steps through `choices` with `stones` on the
/// board. `choices` are in the order they were made, each with the stone count it was made at.
pub(super) fn stage(rule: OpeningRule, choices: &[(usize, Choice)], stones: usize) -> Stage {
    let mut walk = Walk {
        choices,
        next: 0,
        stones,
        black: Role::Proposer,
    };
    let walked = match rule {
        OpeningRule::Soosorv8 => walk.soosorv(SOOSORV_MOST_OFFERS),
        OpeningRule::Taraguchi10 => walk.taraguchi(TARAGUCHI_OFFERS),
        _ => unreachable!("only renju's opening rules are walked here"),
    };
    match walked {
        Ok(()) => Stage::Play {
            proposer: walk.proposer_colour(),
        },
        Err(stage) => stage,
    }
}

/// The walk through a rule's steps: each step either is done (its stone is on the board, its
/// choice made) or is the stage.
struct Walk<'a> {
    choices: &'a [(usize, Choice)],
    next: usize,
    stones: usize,
    /// The seat holding black so far.
    black: Role,
}

impl Walk<'_> {
    fn white(&self) -> Role {
        self.black.other()
    }

    fn proposer_colour(&self) -> Color {
        if self.black == Role::Proposer {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The choice made with `at` stones on the board, if the next one was.
    fn made(&mut self, at: usize) -> Option<Choice> {
        let &(when, choice) = self.choices.get(self.next)?;
        (when == at).then(|| {
            self.next += 1;
            choice
        })
    }

    /// Stone number `count` (1-based), placed by `by`.
    fn place(&self, count: usize, by: Role) -> Result<(), Stage> {
        if self.stones < count {
            Err(Stage::Place { by, left: 1 })
        } else {
            Ok(())
        }
    }

    /// A right to swap with `at` stones (always on the board: the stone before it was walked
    /// first), used by `by`: the seat takes a colour.
    fn swap(&mut self, at: usize, by: Role, may_offer: Option<u8>) -> Result<(), Stage> {
        match self.made(at) {
            Some(Choice::Take(color)) => {
                self.black = if color == Color::Black {
                    by
                } else {
                    by.other()
                };
                Ok(())
            }
            _ => Err(Stage::Choose {
                by,
                may_place_two: false,
                may_offer,
            }),
        }
    }

    /// Black's `count` fifth-move offers with four stones on the board, then white's pick.
    fn offers(&mut self, count: u8) -> Result<(), Stage> {
        if self.stones > 4 {
            return Ok(());
        }
        let mut placed = 0;
        while placed < count && matches!(self.choices.get(self.next), Some(&(4, Choice::Offer(_))))
        {
            self.next += 1;
            placed += 1;
        }
        if placed < count {
            return Err(Stage::Offer {
                by: self.black,
                left: usize::from(count - placed),
            });
        }
        Err(Stage::Pick { by: self.white() })
    }

    fn soosorv(&mut self, most: u8) -> Result<(), Stage> {
        if self.stones < 3 {
            return Err(Stage::Place {
                by: Role::Proposer,
                left: 3 - self.stones,
            });
        }
        self.swap(3, Role::Chooser, None)?;
        self.place(4, self.white())?;
        let declared = match self.made(4) {
            Some(Choice::Declare(n)) => n,
            _ if self.stones == 4 => {
                return Err(Stage::Declare {
                    by: self.white(),
                    most,
                });
            }
            // Never recorded: `choose` takes only the choices due.
            _ => 1,
        };
        self.swap(4, self.black, None)?;
        self.offers(declared)
    }

    fn taraguchi(&mut self, offers: u8) -> Result<(), Stage> {
        for count in 1..=3 {
            // The stone's placer is the holder of its colour; the other seat may swap after.
            let placer = if count % 2 == 1 {
                self.black
            } else {
                self.white()
            };
            self.place(count, placer)?;
            self.swap(count, placer.other(), None)?;
        }
        self.place(4, self.white())?;
        match self.choices.get(self.next) {
            Some(&(4, Choice::OfferFifths)) => {
                self.next += 1;
                self.offers(offers)
            }
            _ => {
                self.swap(4, self.black, Some(offers))?;
                self.place(5, self.black)?;
                self.swap(5, self.white(), None)
            }
        }
    }
}

/// The side of the central square stone number `count` (1-based) must lie in, if the rule
/// limits it, before any offer: Taraguchi's 1x1, 3x3, 5x5, 7x7 and 9x9, Soosõrv's opening
/// stones 1x1, 3x3 and 5x5.
pub fn square_for(rule: OpeningRule, count: usize, offered: bool) -> Option<u8> {
    match rule {
        OpeningRule::Soosorv8 if count <= 3 => Some(2 * count as u8 - 1),
        OpeningRule::Taraguchi10 if count <= 5 && !offered => Some(2 * count as u8 - 1),
        _ => None,
    }
}

/// Whether `point` lies within the central `side`×`side` square of a board of `size`.
pub fn within_centre(point: Point, size: BoardSize, side: u8) -> bool {
    let centre = size.center();
    let reach = side / 2;
    point.x().abs_diff(centre.x()) <= reach && point.y().abs_diff(centre.y()) <= reach
}

/// Checks a fifth-move offer at `point` against the board's four stones and the offers made.
pub fn check_offer(board: &Board, offers: &[Point], point: Point) -> Result<(), OpeningError> {
    if !board.size().contains(point) || !board.is_empty(point) {
        return Err(OpeningError::Occupied);
    }
    if offers.contains(&point) {
        return Err(OpeningError::AlreadyOffered);
    }
    let size = board.size();
    for symmetry in Symmetry::ALL.into_iter().skip(1) {
        if !symmetry.keeps(board) {
            continue;
        }
        let image = symmetry.apply(point, size);
        if let Some(&twin) = offers.iter().find(|&&offer| offer == image) {
            return Err(OpeningError::SymmetricOffer(twin));
        }
    }
    Ok(())
}
