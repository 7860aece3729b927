//! The opening rules' phases, and the engine's decisions in them.

use super::*;
use crate::board::Board;
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::Score;

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
            may_place_two: false,
            may_offer: None
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
            may_place_two: true,
            may_offer: None
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
            may_place_two: false,
            may_offer: None
        }
    );
    assert_eq!(phase.choose(5, Choice::PlaceTwo), Err(OpeningError::NotNow));
    phase.choose(5, B).unwrap();
    assert_eq!(phase.color_of(Role::Proposer, 5), Some(Color::Black));
    let size = BoardSize::STANDARD;
    assert_eq!(phase.to_field(size), "swap2 3:place_two 5:black");
    assert_eq!(
        OpeningPhase::from_field(&phase.to_field(size), size),
        Ok(phase)
    );
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
        "soosorv8 3:black 4:declare0",
        "soosorv8 3:black 4:declare9",
        "soosorv8 3:place_two",
        "soosorv8 4:declare2 3:black",
        "taraguchi10 4:offer_fifths",
        "soosorv8 3:black 4:declare2 4:white 4:offer:z99",
        "soosorv8 3:black 4:declarex",
    ] {
        assert!(
            OpeningPhase::from_field(text, BoardSize::STANDARD).is_err(),
            "{text:?}"
        );
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
fn the_proposed_stones_are_a_canonical_opening_and_reproducible() {
    let sizes = [5, 9, 15, 19, 20].map(|n| BoardSize::new(n).unwrap());
    for size in sizes {
        let mut shapes = std::collections::HashSet::new();
        for seed in 0..12 {
            let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju][seed as usize % 3];
            let stones = balanced_three(size, rule, seed, 4);
            let mut board = Board::new(size);
            for &p in &stones {
                board.play(p).unwrap();
            }
            assert!(
                canonical::name_of(&board).is_some(),
                "{size} seed {seed}: {stones:?} is no canonical opening"
            );
            assert_eq!(stones[0], size.center(), "{size} seed {seed}");
            assert_eq!(
                stones,
                balanced_three(size, rule, seed, 4),
                "{size} seed {seed}"
            );
            shapes.insert(stones);
        }
        // The seeds vary the opening or its orientation.
        assert!(shapes.len() > 3, "{size}: {shapes:?}");
    }
    // One candidate, or more than there are openings, still gives one.
    for candidates in [0, 1, 40] {
        let stones = balanced_three(BoardSize::STANDARD, Rule::Freestyle, 7, candidates);
        assert!(canonical::recognise(&stones, BoardSize::STANDARD).is_some());
    }
}

/// A point `dx` columns right of and `dy` rows above the centre of 15x15.
fn at(dx: i64, dy: i64) -> Point {
    Point::try_new(7 + dx, 7 - dy).unwrap()
}

fn place(phase: &OpeningPhase, board: &mut Board, point: Point) {
    phase.check_stone(board, point).unwrap();
    board.play(point).unwrap();
}

#[test]
fn soosorv8_walks_every_step_with_its_swaps_declaration_offers_and_pick() {
    let mut phase = OpeningPhase::new(OpeningRule::Soosorv8);
    let mut board = Board::new(BoardSize::STANDARD);
    // The tentative black places the opening, each stone in its central square.
    let off_centre = OpeningError::OutsideCentre { stone: 1, side: 1 };
    assert_eq!(phase.check_stone(&board, at(1, 0)), Err(off_centre));
    for (i, point) in [at(0, 0), at(0, 1), at(0, 2)].into_iter().enumerate() {
        assert_eq!(
            phase.stage(i),
            Stage::Place {
                by: Role::Proposer,
                left: 3 - i
            }
        );
        if i == 1 {
            let far = OpeningError::OutsideCentre { stone: 2, side: 3 };
            assert_eq!(phase.check_stone(&board, at(0, 2)), Err(far));
        }
        if i == 2 {
            let far = OpeningError::OutsideCentre { stone: 3, side: 5 };
            assert_eq!(phase.check_stone(&board, at(3, 0)), Err(far));
        }
        place(&phase, &mut board, point);
    }
    // The other player may swap: takes black.
    assert_eq!(
        phase.stage(3),
        Stage::Choose {
            by: Role::Chooser,
            may_place_two: false,
            may_offer: None
        }
    );
    assert_eq!(
        phase.choose(3, Choice::OfferFifths),
        Err(OpeningError::NotNow)
    );
    phase.choose(3, B).unwrap();
    // White (now the proposer) places the 4th anywhere and declares.
    assert_eq!(
        phase.stage(3),
        Stage::Place {
            by: Role::Proposer,
            left: 1
        }
    );
    place(&phase, &mut board, at(0, -2));
    assert_eq!(
        phase.stage(4),
        Stage::Declare {
            by: Role::Proposer,
            most: 8
        }
    );
    for declared in [0, 9] {
        assert_eq!(
            phase.choose(4, Choice::Declare(declared)),
            Err(OpeningError::BadCount { declared, most: 8 })
        );
    }
    phase.choose(4, Choice::Declare(2)).unwrap();
    // Black (the chooser) may swap again, and does: the proposer holds black now.
    assert!(matches!(
        phase.stage(4),
        Stage::Choose {
            by: Role::Chooser,
            ..
        }
    ));
    phase.choose(4, W).unwrap();
    assert_eq!(
        phase.stage(4),
        Stage::Offer {
            by: Role::Proposer,
            left: 2
        }
    );
    assert!(!phase.may_place(4));
    // The position is symmetrical about the vertical line: i7 mirrors g7.
    phase.choose_on(&board, Choice::Offer(at(-1, -1))).unwrap();
    assert_eq!(
        phase.choose_on(&board, Choice::Offer(at(1, -1))),
        Err(OpeningError::SymmetricOffer(at(-1, -1)))
    );
    assert_eq!(
        phase.choose_on(&board, Choice::Offer(at(-1, -1))),
        Err(OpeningError::AlreadyOffered)
    );
    assert_eq!(
        phase.choose_on(&board, Choice::Offer(at(0, 0))),
        Err(OpeningError::Occupied)
    );
    phase.choose_on(&board, Choice::Offer(at(2, 1))).unwrap();
    // White (the chooser) keeps one of them.
    assert_eq!(phase.stage(4), Stage::Pick { by: Role::Chooser });
    assert_eq!(phase.offers(), vec![at(-1, -1), at(2, 1)]);
    assert_eq!(
        phase.check_stone(&board, at(3, 3)),
        Err(OpeningError::NotAnOffer)
    );
    place(&phase, &mut board, at(2, 1));
    assert_eq!(
        phase.stage(5),
        Stage::Play {
            proposer: Color::Black
        }
    );
    assert_eq!(phase.color_of(Role::Chooser, 6), Some(Color::White));
    assert!(phase.check_stone(&board, at(6, 6)).is_ok());
    // The record field keeps every step, and undo walks back through the offers.
    let size = BoardSize::STANDARD;
    let field = phase.to_field(size);
    assert_eq!(
        field,
        "soosorv8 3:black 4:declare2 4:white 4:offer:g7 4:offer:j9"
    );
    assert_eq!(OpeningPhase::from_field(&field, size), Ok(phase.clone()));
    assert_eq!(phase.take_back(5), None);
    assert_eq!(phase.take_back(4), Some(Choice::Offer(at(2, 1))));
    assert_eq!(
        phase.stage(4),
        Stage::Offer {
            by: Role::Proposer,
            left: 1
        }
    );
}

#[test]
fn taraguchi10_squares_grow_and_either_fifth_move_path_works() {
    let mut phase = OpeningPhase::new(OpeningRule::Taraguchi10);
    let mut board = Board::new(BoardSize::STANDARD);
    // Stone k within the central (2k-1)x(2k-1); the other player may swap after each.
    let stones = [at(0, 0), at(1, 1), at(-2, 0), at(3, -3)];
    let too_far = [at(1, 0), at(2, 0), at(0, 3), at(4, 0)];
    for k in 0..4 {
        let side = 2 * k as u8 + 1;
        assert_eq!(
            phase.check_stone(&board, too_far[k]),
            Err(OpeningError::OutsideCentre { stone: k + 1, side })
        );
        assert!(matches!(phase.stage(k), Stage::Place { left: 1, .. }));
        place(&phase, &mut board, stones[k]);
        if k < 3 {
            let Stage::Choose { may_offer, .. } = phase.stage(k + 1) else {
                panic!("a swap is due after stone {}", k + 1);
            };
            assert_eq!(may_offer, None);
            // Each time the seat that may swap takes white: after the 1st and 3rd stones it
            // holds white already, after the 2nd it holds black, so that one is a swap.
            phase.choose(k + 1, W).unwrap();
        }
    }
    // After the 4th: the black holder (the chooser since the swap) may swap, play a fifth,
    // or offer ten.
    let Stage::Choose { by, may_offer, .. } = phase.stage(4) else {
        panic!("black's choice is due");
    };
    assert_eq!((by, may_offer), (Role::Chooser, Some(10)));
    let mut offered = phase.clone();
    offered.choose(4, Choice::OfferFifths).unwrap();
    assert_eq!(offered.stage(4), Stage::Offer { by, left: 10 });
    for i in 0..10 {
        offered
            .choose_on(&board, Choice::Offer(at(-7 + i, 7)))
            .unwrap();
    }
    assert_eq!(offered.stage(4), Stage::Pick { by: by.other() });
    // Offers go anywhere, and the kept one is the fifth stone.
    let mut with_offer = board.clone();
    place(&offered, &mut with_offer, at(-7, 7));
    assert!(matches!(offered.stage(5), Stage::Play { .. }));
    // Choice 1: keep black, the fifth within the 9x9, then white may swap.
    phase.choose(4, B).unwrap();
    assert_eq!(phase.stage(4), Stage::Place { by, left: 1 });
    assert_eq!(
        phase.check_stone(&board, at(5, 0)),
        Err(OpeningError::OutsideCentre { stone: 5, side: 9 })
    );
    place(&phase, &mut board, at(4, 4));
    assert!(matches!(phase.stage(5), Stage::Choose { by: b, .. } if b == by.other()));
    phase.choose(5, B).unwrap();
    assert_eq!(phase.color_of(by.other(), 5), Some(Color::Black));
    let size = BoardSize::STANDARD;
    assert_eq!(
        OpeningPhase::from_field(&phase.to_field(size), size),
        Ok(phase.clone())
    );
    assert_eq!(
        OpeningPhase::from_field(&offered.to_field(size), size),
        Ok(offered)
    );
}

#[test]
fn renju_rules_fit_renju_only() {
    assert!(OpeningRule::Soosorv8.fits(Rule::Renju));
    assert!(!OpeningRule::Taraguchi10.fits(Rule::Freestyle));
    assert!(!OpeningRule::Swap.fits(Rule::Renju));
}

/// Plays `rule`'s opening with the engine in both seats until the game proper, then the 6th
/// move by a search; returns the phase and the board.
fn engine_plays(rule: OpeningRule, seed: u64) -> (OpeningPhase, Board) {
    let mut advisor = OpeningAdvisor::new(Rule::Renju, 2);
    let mut phase = OpeningPhase::new(rule);
    let mut board = Board::new(BoardSize::STANDARD);
    for _ in 0..40 {
        match advisor.act(&phase, &board, seed) {
            Some(OpeningAction::Place(point)) => {
                phase.check_stone(&board, point).unwrap();
                board.play(point).unwrap();
            }
            Some(OpeningAction::Choose(choice)) => phase.choose_on(&board, choice).unwrap(),
            None => break,
        }
    }
    assert!(matches!(
        phase.stage(board.stone_count()),
        Stage::Play { .. }
    ));
    assert_eq!(
        board.stone_count(),
        5,
        "{rule}: the opening ends with five stones"
    );
    let sixth = advisor.searcher_move(&board);
    board.play(sixth).unwrap();
    (phase, board)
}

#[test]
fn the_engine_plays_both_seats_of_each_renju_rule_to_the_sixth_move() {
    for seed in 0..2 {
        let (phase, board) = engine_plays(OpeningRule::Soosorv8, seed);
        let first_three: Vec<Point> = board.stones_in_order().take(3).collect();
        assert!(
            canonical::recognise(&first_three, board.size()).is_some(),
            "Soosõrv opens with a canonical opening"
        );
        let declared = phase.choices().iter().find_map(|&(_, c)| match c {
            Choice::Declare(n) => Some(n),
            _ => None,
        });
        let offers = phase.offers();
        assert_eq!(Some(offers.len() as u8), declared);
        let fifth = board.stones_in_order().nth(4).unwrap();
        assert!(offers.contains(&fifth), "white kept one of the offers");
        let (phase, board) = engine_plays(OpeningRule::Taraguchi10, seed);
        for (k, stone) in board.stones_in_order().take(4).enumerate() {
            assert!(within_centre(stone, board.size(), 2 * k as u8 + 1));
        }
        let size = BoardSize::STANDARD;
        assert_eq!(
            OpeningPhase::from_field(&phase.to_field(size), size),
            Ok(phase)
        );
    }
}

#[test]
fn the_engine_offers_distinct_fifths_and_keeps_the_one_a_deeper_search_likes_least_for_black() {
    let mut advisor = OpeningAdvisor::new(Rule::Renju, 2);
    let mut board = Board::new(BoardSize::STANDARD);
    // 1D Kansei with white's 4th on its mirror line: a symmetrical position.
    for point in [at(0, 0), at(0, 1), at(0, 2), at(0, -2)] {
        board.play(point).unwrap();
    }
    let fifths = advisor.best_fifths(&board, 6);
    assert_eq!(fifths.len(), 6);
    assert!(fifths.windows(2).all(|w| w[0].1 >= w[1].1), "best first");
    for (i, &(point, _)) in fifths.iter().enumerate() {
        let earlier: Vec<Point> = fifths[..i].iter().map(|&(p, _)| p).collect();
        for twin in earlier {
            assert_ne!(
                point,
                Point::try_new(14 - i64::from(twin.x()), twin.y().into()).unwrap()
            );
        }
    }
    let offers: Vec<Point> = fifths.iter().map(|&(p, _)| p).collect();
    let kept = advisor.pick(&board, &offers).unwrap();
    // The pick is the offer a deeper search rates worst for black.
    let value_after = |advisor: &mut OpeningAdvisor, p: Point| {
        let mut next = board.clone();
        next.play(p).unwrap();
        advisor.decision_value(&next)
    };
    let deep_worst = offers
        .iter()
        .map(|&p| value_after(&mut advisor, p))
        .min()
        .unwrap();
    assert_eq!(value_after(&mut advisor, kept), deep_worst);
    let declared = advisor.declaration(&board, 8);
    assert!((1..=8).contains(&declared));
}
