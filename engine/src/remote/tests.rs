//! The remote exchange, end to end without a transport.

use super::*;
use crate::ai::{Level, Strength, Style};
use crate::board::Board;
use crate::notation::parse_moves;
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::Limits;
use std::time::Duration;

fn board(moves: &str) -> Board {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(moves, size).unwrap() {
        board.play(point).unwrap();
    }
    board
}

/// A search request; its fields are changed through [`search`].
fn request(moves: &str, level: Level) -> JobRequest {
    JobRequest {
        job: 7,
        work: Work::Search {
            engine: EngineSpec::opponent(level.strength(), Style::Balanced, Rule::Freestyle),
            seed: 1,
            position: Position::of(&board(moves)),
            limits: Limits::time(Duration::from_millis(200)),
        },
    }
}

/// The search request's engine, position and limits.
fn search(request: &mut JobRequest) -> (&mut EngineSpec, &mut Position, &mut Limits) {
    match &mut request.work {
        Work::Search {
            engine,
            position,
            limits,
            ..
        } => (engine, position, limits),
        other => panic!("not a search: {other:?}"),
    }
}

fn reports(host: &mut EngineHost, text: &str) -> Vec<JobReport> {
    let mut sent = Vec::new();
    host.handle(text, &mut |json| {
        sent.push(JobReport::from_json(&json).expect("the host sends reports"))
    });
    sent
}

/// The answer of a request that sends no progress.
fn answer(work: Work) -> Answer {
    let mut host = EngineHost::new();
    let sent = reports(&mut host, &JobRequest { job: 3, work }.to_json());
    match &sent[..] {
        [JobReport::Done { job: 3, answer }] => answer.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn positions_round_trip_with_colour_and_turn() {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    board.place(Point::new(7, 7), Color::White).unwrap();
    board.place(Point::new(3, 4), Color::White).unwrap();
    board.set_side_to_move(Color::White);
    let text = serde_json::to_string(&Position::of(&board)).unwrap();
    let back: Position = serde_json::from_str(&text).unwrap();
    let rebuilt = back.to_board().unwrap();
    assert_eq!(rebuilt.hash(), board.hash());
    assert_eq!(rebuilt.last_move(), Some(Point::new(3, 4)));
    assert_eq!(rebuilt.side_to_move(), Color::White);
}

#[test]
fn a_request_gets_progress_then_the_winning_move() {
    // Black has an open four on row 8 (h8..k8): g8 or l8 wins.
    let mut host = EngineHost::new();
    let sent = reports(
        &mut host,
        &request("h8a1i8a3j8a5k8", Level::Master).to_json(),
    );
    let (last, progress) = sent.split_last().expect("reports");
    assert!(
        progress
            .iter()
            .all(|r| matches!(r, JobReport::Progress { .. }))
    );
    assert!(sent.iter().all(|r| r.job() == 7));
    let JobReport::Done {
        answer: Answer::Move(answer),
        ..
    } = last
    else {
        panic!("last report {last:?}");
    };
    let size = BoardSize::STANDARD;
    let wins = parse_moves("g8l8", size).unwrap();
    assert!(wins.contains(&answer.point.unwrap()), "{answer:?}");
    assert!(answer.search.is_some());
}

#[test]
fn junk_and_impossible_positions_fail_with_a_message() {
    let mut host = EngineHost::new();
    for junk in ["", "{", "null", r#"{"job": 3}"#] {
        let sent = reports(&mut host, junk);
        assert!(
            matches!(&sent[..], [JobReport::Failed { error, .. }] if !error.is_empty()),
            "{junk:?}: {sent:?}"
        );
    }
    let mut taken = request("h8", Level::Medium);
    search(&mut taken)
        .1
        .stones
        .push((Point::new(7, 7), Color::White));
    let sent = reports(&mut host, &taken.to_json());
    assert!(
        matches!(&sent[..], [JobReport::Failed { job: 7, error }] if error.contains("occupied")),
        "{sent:?}"
    );
    let mut oversized = request("h8", Level::Medium);
    search(&mut oversized).0.hash_mb = usize::MAX;
    let sent = reports(&mut host, &oversized.to_json());
    assert!(
        matches!(sent.last(), Some(JobReport::Done { .. })),
        "{sent:?}"
    );
}

#[test]
fn engines_are_kept_per_spec_and_the_oldest_is_dropped() {
    let mut host = EngineHost::new();
    for level in [Level::Easy, Level::Medium, Level::Easy, Level::Beginner] {
        let sent = reports(&mut host, &request("h8i9", level).to_json());
        assert!(
            matches!(sent.last(), Some(JobReport::Done { answer: Answer::Move(answer), .. }) if answer.point.is_some()),
            "{sent:?}"
        );
    }
    let kept: Vec<Strength> = host.engines.specs().map(|spec| spec.strength).collect();
    assert_eq!(kept, [Level::Easy.strength(), Level::Beginner.strength()]);
}

#[test]
fn a_multi_pv_request_reports_that_many_distinct_lines() {
    let mut host = EngineHost::new();
    let mut asked = request("h8i9h9", Level::Master);
    search(&mut asked).0.multi_pv = 4;
    *search(&mut asked).2 = Limits::depth(4);
    let sent = reports(&mut host, &asked.to_json());
    let Some(JobReport::Done {
        answer: Answer::Move(answer),
        ..
    }) = sent.last()
    else {
        panic!("no answer: {sent:?}");
    };
    let lines = &answer.search.as_ref().expect("master searches").lines;
    assert_eq!(lines.len(), 4, "{lines:?}");
    let mut firsts: Vec<Point> = lines.iter().map(|l| l.moves[0]).collect();
    firsts.dedup();
    assert_eq!(firsts.len(), 4, "each line starts with its own move");
    assert_eq!(
        answer.point,
        Some(firsts[0]),
        "the first line is the move played"
    );
    let indices: Vec<usize> = sent
        .iter()
        .filter_map(|r| match r {
            JobReport::Progress { info, .. } => Some(info.multipv),
            _ => None,
        })
        .collect();
    assert!((1..=4).all(|i| indices.contains(&i)), "{indices:?}");
    // A request written before the field existed searches one line.
    let old = asked.to_json().replace(r#","multi_pv":4"#, "");
    assert!(!old.contains("multi_pv"));
    let sent = reports(&mut host, &old);
    let Some(JobReport::Done {
        answer: Answer::Move(answer),
        ..
    }) = sent.last()
    else {
        panic!("no answer: {sent:?}");
    };
    assert_eq!(answer.search.as_ref().unwrap().lines.len(), 1);
}

#[test]
fn an_opening_step_replays_the_choices_and_refuses_a_broken_opening() {
    use crate::opening::{OpeningAction, OpeningRule};
    // Soosõrv-8 from the empty board: the engine places the first stone in the centre.
    let step = |moves: &str, choices| Work::OpeningStep {
        rule: OpeningRule::Soosorv8,
        choices,
        position: Position::of(&board(moves)),
        seed: 5,
        depth: 2,
    };
    let Answer::OpeningStep(Some(OpeningAction::Place(first))) = answer(step("", vec![])) else {
        panic!("no first stone");
    };
    assert_eq!(first, Point::new(7, 7));
    // A first stone off the centre is no Soosõrv-8 opening.
    let mut host = EngineHost::new();
    let broken = JobRequest {
        job: 4,
        work: step("a1", vec![]),
    };
    let sent = reports(&mut host, &broken.to_json());
    assert!(
        matches!(&sent[..], [JobReport::Failed { job: 4, error }] if error.contains("opening")),
        "{sent:?}"
    );
}

#[test]
fn the_solvers_answer_a_winning_move_and_whether_a_move_keeps_the_win() {
    let limits = SolverLimits {
        vcf_plies: 31,
        vcf_nodes: 100_000,
        vct_plies: 13,
        vct_nodes: 100_000,
    };
    // Black's h8 i8 j8 is an open three: g8 or k8 makes an open four.
    let position = Position::of(&board("h8a1i8a3j8a5"));
    let wins = parse_moves("g8k8", BoardSize::STANDARD).unwrap();
    let Answer::WinningMove(Some(point)) = answer(Work::WinningMove {
        position: position.clone(),
        rule: Rule::Freestyle,
        threats: false,
        limits,
    }) else {
        panic!("no winning move");
    };
    assert!(wins.contains(&point), "{point:?}");
    let keeps = |point| {
        answer(Work::KeepsWin {
            position: position.clone(),
            rule: Rule::Freestyle,
            point,
            limits,
        })
    };
    assert_eq!(keeps(wins[0]), Answer::KeepsWin(true));
    assert_eq!(keeps(Point::new(14, 14)), Answer::KeepsWin(false));
    // A taken point is no move at all.
    let mut host = EngineHost::new();
    let taken = JobRequest {
        job: 9,
        work: Work::KeepsWin {
            position,
            rule: Rule::Freestyle,
            point: Point::new(7, 7),
            limits,
        },
    };
    assert!(matches!(
        &reports(&mut host, &taken.to_json())[..],
        [JobReport::Failed { job: 9, .. }]
    ));
}

#[test]
fn a_balanced_opening_is_three_stones_near_the_centre() {
    let Answer::Stones(stones) = answer(Work::BalancedOpening {
        size: BoardSize::STANDARD,
        rule: Rule::Freestyle,
        seed: 11,
        candidates: 2,
    }) else {
        panic!("no stones");
    };
    assert_eq!(stones.len(), 3);
    let centre = Point::new(7, 7);
    assert!(stones.iter().all(|p| p.distance(centre) <= 3), "{stones:?}");
}
