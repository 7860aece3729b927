//! An independent tactics checker written directly on the board cells: plain scans along the four
//! lines, no call into the engine's search or its pattern tables. The only engine facts it uses
//! are the stones (`Board::stone`, `place`, `undo`) and the renju forbidden-point test
//! (`Board::is_forbidden`), which has its own suites. The brute-force searches built on it are
//! in `solver.rs`.

use gomoku_engine::{Board, Color, Point, Rule};

/// Row, column and both diagonals as `(dx, dy)` steps.
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// What lies at `(x, y)`: `None` off the board, `Some(None)` an empty point.
fn cell(board: &Board, x: i32, y: i32) -> Option<Option<Color>> {
    let n = i32::from(board.size().get());
    if x < 0 || y < 0 || x >= n || y >= n {
        return None;
    }
    Some(board.stone(Point::new(x as u8, y as u8)))
}

/// The point `k` steps from `p` along `d`, if it is on the board.
pub fn offset(board: &Board, p: Point, d: (i32, i32), k: i32) -> Option<Point> {
    let x = i32::from(p.x()) + d.0 * k;
    let y = i32::from(p.y()) + d.1 * k;
    cell(board, x, y).map(|_| Point::new(x as u8, y as u8))
}

/// Whether an unbroken run of `len` stones of `color`, with `blocked` of its two ends touching an
/// opponent stone, wins under `rule` (written out again here rather than taken from the engine).
fn run_wins(rule: Rule, color: Color, len: u32, blocked: u32) -> bool {
    match rule {
        Rule::Freestyle => len >= 5,
        Rule::Standard => len == 5,
        Rule::Renju if color == Color::Black => len == 5,
        Rule::Renju => len >= 5,
        // Caro: an overline wins; exactly five wins unless opponent stones close both ends (the
        // board edge does not count as a block).
        Rule::Caro => len > 5 || (len == 5 && blocked < 2),
    }
}

/// Length of the run of `color` through `p` along `d` (counting `p` itself as `color`) and how
/// many of its two ends touch an opponent stone.
fn run_through(board: &Board, p: Point, color: Color, d: (i32, i32)) -> (u32, u32) {
    let mut len = 1;
    let mut blocked = 0;
    for sign in [1, -1] {
        let mut k = 1;
        loop {
            let x = i32::from(p.x()) + sign * d.0 * k;
            let y = i32::from(p.y()) + sign * d.1 * k;
            match cell(board, x, y) {
                Some(Some(c)) if c == color => {
                    len += 1;
                    k += 1;
                }
                Some(Some(_)) => {
                    blocked += 1;
                    break;
                }
                _ => break,
            }
        }
    }
    (len, blocked)
}

/// Whether a stone of `color` on the empty point `p` completes a winning row under `rule`.
pub fn makes_five(board: &Board, p: Point, color: Color, rule: Rule) -> bool {
    board.is_empty(p)
        && DIRECTIONS.iter().any(|&d| {
            let (len, blocked) = run_through(board, p, color, d);
            run_wins(rule, color, len, blocked)
        })
}

/// Every point where `color` would complete a winning row now, row by row.
pub fn five_points(board: &Board, color: Color, rule: Rule) -> Vec<Point> {
    Grid::new(board).five_points(color, rule)
}

/// A copy of the cells in a plain array (0 empty, 1 black, 2 white), for the scans that the
/// searches in `solver.rs` run millions of times in an unoptimised test build. Its scans are the
/// same as [`makes_five`]'s; the data test checks that they agree.
pub struct Grid {
    n: i32,
    cells: [u8; 22 * 22],
}

impl Grid {
    pub fn new(board: &Board) -> Grid {
        let n = i32::from(board.size().get());
        let mut cells = [0; 22 * 22];
        for y in 0..n {
            for x in 0..n {
                if let Some(c) = board.stone(Point::new(x as u8, y as u8)) {
                    cells[(y * n + x) as usize] = code(c);
                }
            }
        }
        Grid { n, cells }
    }

    /// The cell at `(x, y)`, `None` off the board.
    fn at(&self, x: i32, y: i32) -> Option<u8> {
        (x >= 0 && y >= 0 && x < self.n && y < self.n)
            .then(|| self.cells[(y * self.n + x) as usize])
    }

    /// Every point where `color` would complete a winning row, row by row.
    pub fn five_points(&self, color: Color, rule: Rule) -> Vec<Point> {
        let (me, them) = (code(color), code(color.opponent()));
        let mut found = Vec::new();
        for y in 0..self.n {
            for x in 0..self.n {
                if self.at(x, y) != Some(0) {
                    continue;
                }
                let wins = DIRECTIONS.iter().any(|&(dx, dy)| {
                    let mut len = 1;
                    let mut blocked = 0;
                    for sign in [1, -1] {
                        let mut k = 1;
                        loop {
                            match self.at(x + sign * k * dx, y + sign * k * dy) {
                                Some(c) if c == me => len += 1,
                                Some(c) => {
                                    blocked += u32::from(c == them);
                                    break;
                                }
                                None => break,
                            }
                            k += 1;
                        }
                    }
                    run_wins(rule, color, len, blocked)
                });
                if wins {
                    found.push(Point::new(x as u8, y as u8));
                }
            }
        }
        found
    }

    /// The most stones of `color` within four steps of `p` on one of its lines.
    pub fn stones_in_reach(&self, p: Point, color: Color) -> usize {
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        DIRECTIONS
            .iter()
            .map(|&(dx, dy)| {
                (-4..=4)
                    .filter(|&k| k != 0 && self.at(x + k * dx, y + k * dy) == Some(code(color)))
                    .count()
            })
            .max()
            .unwrap_or(0)
    }
}

fn code(color: Color) -> u8 {
    match color {
        Color::Black => 1,
        Color::White => 2,
    }
}

/// Five points of `color` on the four lines through `p`, at most four steps away. After `color`
/// plays `p` into a position where it had no five point, these are all its five points: adding a
/// stone of one's own never turns a point far from it into a five point.
pub fn five_points_near(board: &Board, p: Point, color: Color, rule: Rule) -> Vec<Point> {
    let mut found = Vec::new();
    for d in DIRECTIONS {
        for k in (-4..=4).filter(|&k| k != 0) {
            if let Some(q) = offset(board, p, d, k)
                && !found.contains(&q)
                && makes_five(board, q, color, rule)
            {
                found.push(q);
            }
        }
    }
    found
}

/// Whether some row, column or diagonal already holds five or more stones of one colour.
pub fn has_five_or_more(board: &Board) -> bool {
    board.size().points().any(|p| {
        board.stone(p).is_some_and(|color| {
            DIRECTIONS.iter().any(|&d| {
                let before = offset(board, p, d, -1).and_then(|q| board.stone(q));
                before != Some(color) && run_through(board, p, color, d).0 >= 5
            })
        })
    })
}

/// Whether `color` may play `p`: an empty point, and for black under renju not forbidden. (A
/// point where black makes five is never forbidden.)
pub fn is_legal(board: &Board, p: Point, color: Color, rule: Rule) -> bool {
    board.is_empty(p) && !(rule == Rule::Renju && color == Color::Black && board.is_forbidden(p))
}

/// The legal moves of `color` that make five or leave it at least one five point.
pub fn four_moves(board: &Board, color: Color, rule: Rule) -> Vec<Point> {
    let mut b = board.clone();
    let moves: Vec<Point> = b.empty_points().collect();
    moves
        .into_iter()
        .filter(|&p| {
            if !is_legal(&b, p, color, rule) {
                return false;
            }
            if makes_five(&b, p, color, rule) {
                return true;
            }
            b.place(p, color).unwrap();
            let four = !five_points_near(&b, p, color, rule).is_empty();
            b.undo();
            four
        })
        .collect()
}

/// The most stones of `color` within four steps of `p` on one of its lines.
pub fn stones_in_reach(board: &Board, p: Point, color: Color) -> usize {
    Grid::new(board).stones_in_reach(p, color)
}

/// The defender's legal moves after which `attacker` has none of its five points `fives` left
/// (usually the unique five point; under caro also the point that closes the far end).
pub fn real_defences(
    board: &mut Board,
    attacker: Color,
    rule: Rule,
    fives: &[Point],
    allow_forbidden: bool,
) -> Vec<Point> {
    let defender = attacker.opponent();
    let mut candidates: Vec<Point> = Vec::new();
    for &f in fives {
        candidates.push(f);
        for d in DIRECTIONS {
            for k in (-5..=5).filter(|&k| k != 0) {
                if let Some(q) = offset(board, f, d, k) {
                    candidates.push(q);
                }
            }
        }
    }
    candidates.sort();
    candidates.dedup();
    candidates
        .into_iter()
        .filter(|&q| {
            let legal = if allow_forbidden {
                board.is_empty(q)
            } else {
                is_legal(board, q, defender, rule)
            };
            if !legal {
                return false;
            }
            board.place(q, defender).unwrap();
            let stopped = fives.iter().all(|&f| !makes_five(board, f, attacker, rule));
            board.undo();
            stopped
        })
        .collect()
}

/// Checks that `seq` is a victory by continuous fours for the side to move of `board`: attacker
/// and defender alternate, every attacker move is legal and (but the last) leaves a five point,
/// the defender never has a five point of its own when it is to move, every defender move is a
/// real defence when one exists (under renju a forbidden block is none; after a double four there
/// is none) and otherwise any legal move, and the last move makes five.
pub fn is_valid_vcf(board: &Board, rule: Rule, seq: &[Point]) -> Result<(), String> {
    let mut b = board.clone();
    let attacker = b.side_to_move();
    let defender = attacker.opponent();
    if seq.len().is_multiple_of(2) {
        return Err(format!("{} moves: a VCF has an odd number", seq.len()));
    }
    for (i, &p) in seq.iter().enumerate() {
        let ply = i + 1;
        if i % 2 == 0 {
            if !is_legal(&b, p, attacker, rule) {
                return Err(format!("ply {ply}: attacker move is taken or forbidden"));
            }
            let five = makes_five(&b, p, attacker, rule);
            if i + 1 == seq.len() {
                return if five {
                    Ok(())
                } else {
                    Err(format!("ply {ply}: the last move does not make five"))
                };
            }
            if five {
                return Err(format!("ply {ply}: five before the end of the line"));
            }
            b.place(p, attacker).unwrap();
            if five_points(&b, attacker, rule).is_empty() {
                return Err(format!("ply {ply}: not a four"));
            }
            if !five_points(&b, defender, rule).is_empty() {
                return Err(format!("ply {ply}: the defender can make five instead"));
            }
        } else {
            if !is_legal(&b, p, defender, rule) {
                return Err(format!("ply {ply}: defender move is taken or forbidden"));
            }
            let fives = five_points(&b, attacker, rule);
            let defences = real_defences(&mut b, attacker, rule, &fives, false);
            if !defences.is_empty() && !defences.contains(&p) {
                return Err(format!("ply {ply}: the defender does not block the four"));
            }
            b.place(p, defender).unwrap();
        }
    }
    Err("empty line".to_string())
}
