//! The harness shared by the hand-made renju suites: a case is a diagram whose marked points carry
//! the verdict expected for a black stone there.

use gomoku_engine::diagram::parse_diagram;
use gomoku_engine::notation::format_point;
use gomoku_engine::{Color, ForbiddenKind, Point};
pub const ALLOWED: Option<ForbiddenKind> = None;

/// A position and what the engine must say about its marked points.
pub struct Case {
    pub name: &'static str,
    pub diagram: &'static str,
    /// The verdict for a black stone on every point carrying the mark.
    pub expect: &'static [(char, Option<ForbiddenKind>)],
    /// The marks name every forbidden point: `forbidden_points()` is exactly the `#` points plus
    /// the points whose mark expects a forbidden kind.
    pub complete: bool,
}

/// Checks every case, then reports all failures at once.
pub fn run(cases: &[Case]) {
    let failures: Vec<String> = cases.iter().flat_map(check).collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

pub fn check(case: &Case) -> Vec<String> {
    let diagram = match parse_diagram(case.diagram) {
        Ok(diagram) => diagram,
        Err(error) => return vec![format!("{}: bad diagram: {error}", case.name)],
    };
    let size = diagram.size;
    let name = |point: Point| format_point(point, size);
    let names = |points: &[Point]| points.iter().map(|&p| name(p)).collect::<Vec<_>>();
    let board = diagram.to_board(Some(Color::Black));
    let mut failures = Vec::new();
    let mut fail = |message: String| failures.push(format!("{}: {message}", case.name));

    for &(point, mark) in &diagram.marks {
        if mark != '#' && !case.expect.iter().any(|&(m, _)| m == mark) {
            fail(format!(
                "mark {mark:?} on {} has no expectation",
                name(point)
            ));
        }
    }
    for &(mark, expected) in case.expect {
        let points = diagram.marked(mark);
        if points.is_empty() {
            fail(format!("no point carries the mark {mark:?}"));
        }
        for point in points {
            let found = board.forbidden_kind(point);
            if found != expected || board.is_forbidden(point) != expected.is_some() {
                fail(format!(
                    "{} ({mark}): expected {expected:?}, engine says {found:?}",
                    name(point)
                ));
            }
        }
    }
    for point in diagram.marked('#') {
        if !board.is_forbidden(point) {
            fail(format!(
                "{} (#): expected forbidden, engine allows it",
                name(point)
            ));
        }
    }
    // Occupied points are never forbidden.
    for &(point, _) in &diagram.stones {
        if board.forbidden_kind(point).is_some() || board.is_forbidden(point) {
            fail(format!(
                "{} is occupied, yet reported forbidden",
                name(point)
            ));
        }
    }
    let listed = board.forbidden_points();
    let each: Vec<Point> = size
        .points()
        .filter(|&p| board.forbidden_kind(p).is_some())
        .collect();
    if sorted(listed.clone()) != each {
        fail(format!(
            "forbidden_points() {:?} disagrees with forbidden_kind() {:?}",
            names(&listed),
            names(&each)
        ));
    }
    if case.complete {
        let expected: Vec<Point> = diagram
            .marks
            .iter()
            .filter(|&&(_, mark)| {
                mark == '#' || case.expect.iter().any(|&(m, k)| m == mark && k.is_some())
            })
            .map(|&(point, _)| point)
            .collect();
        if sorted(listed.clone()) != sorted(expected.clone()) {
            fail(format!(
                "forbidden points {:?}, expected exactly {:?}",
                names(&sorted(listed)),
                names(&sorted(expected))
            ));
        }
    }
    // White is never restricted.
    let white = diagram.to_board(Some(Color::White)).forbidden_points();
    if !white.is_empty() {
        fail(format!("white to move, yet {:?} forbidden", names(&white)));
    }
    failures
}

/// Row by row, as `forbidden_points()` lists them.
pub fn sorted(mut points: Vec<Point>) -> Vec<Point> {
    points.sort_by_key(|p| (p.y(), p.x()));
    points
}
