//! The remote exchange, end to end without a transport.

use super::*;
use crate::ai::{Level, Strength, Style};
use crate::board::Board;
use crate::notation::parse_moves;
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::Limits;
use std::time::Duration;

fn request(moves: &str, level: Level) -> SearchRequest {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(moves, size).unwrap() {
        board.play(point).unwrap();
    }
    SearchRequest {
        job: 7,
        engine: EngineSpec::opponent(level.strength(), Style::Balanced, Rule::Freestyle),
        seed: 1,
        position: Position::of(&board),
        limits: Limits::time(Duration::from_millis(200)),
    }
}

fn reports(host: &mut EngineHost, text: &str) -> Vec<SearchReport> {
    let mut sent = Vec::new();
    host.handle(text, &mut |json| {
        sent.push(SearchReport::from_json(&json).expect("the host sends reports"))
    });
    sent
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
            .all(|r| matches!(r, SearchReport::Progress { .. }))
    );
    assert!(sent.iter().all(|r| r.job() == 7));
    let SearchReport::Done { answer, .. } = last else {
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
            matches!(&sent[..], [SearchReport::Failed { error, .. }] if !error.is_empty()),
            "{junk:?}: {sent:?}"
        );
    }
    let mut taken = request("h8", Level::Medium);
    taken.position.stones.push((Point::new(7, 7), Color::White));
    let sent = reports(&mut host, &taken.to_json());
    assert!(
        matches!(&sent[..], [SearchReport::Failed { job: 7, error }] if error.contains("occupied")),
        "{sent:?}"
    );
    let mut oversized = request("h8", Level::Medium);
    oversized.engine.hash_mb = usize::MAX;
    let sent = reports(&mut host, &oversized.to_json());
    assert!(
        matches!(sent.last(), Some(SearchReport::Done { .. })),
        "{sent:?}"
    );
}

#[test]
fn engines_are_kept_per_spec_and_the_oldest_is_dropped() {
    let mut host = EngineHost::new();
    for level in [Level::Easy, Level::Medium, Level::Easy, Level::Beginner] {
        let sent = reports(&mut host, &request("h8i9", level).to_json());
        assert!(
            matches!(sent.last(), Some(SearchReport::Done { answer, .. }) if answer.point.is_some()),
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
    asked.engine.multi_pv = 4;
    asked.limits = Limits::depth(4);
    let sent = reports(&mut host, &asked.to_json());
    let Some(SearchReport::Done { answer, .. }) = sent.last() else {
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
            SearchReport::Progress { info, .. } => Some(info.multipv),
            _ => None,
        })
        .collect();
    assert!((1..=4).all(|i| indices.contains(&i)), "{indices:?}");
    // A request written before the field existed searches one line.
    let old = asked.to_json().replace(r#","multi_pv":4"#, "");
    assert!(!old.contains("multi_pv"));
    let sent = reports(&mut host, &old);
    let Some(SearchReport::Done { answer, .. }) = sent.last() else {
        panic!("no answer: {sent:?}");
    };
    assert_eq!(answer.search.as_ref().unwrap().lines.len(), 1);
}
