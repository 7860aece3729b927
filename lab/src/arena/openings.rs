//! The openings a match is played from: the offset format of opening files, read and written,
//! and balanced openings drawn at random, distinct up to the board's symmetries.

use std::collections::HashSet;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku_engine::board::Board;
use gomoku_engine::point::{BoardSize, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{Limits, Score, Searcher, StopFlag};

/// Parses openings in Gomocup's offset format: one opening a line, `x,y` offsets from the
/// centre separated by commas or spaces (`0,0, 1,1, -1,2`); `#` starts a comment.
pub fn parse_openings(text: &str, size: BoardSize) -> Result<Vec<Vec<Point>>, String> {
    let center = size.center();
    let mut openings = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let numbers: Result<Vec<i64>, _> = line
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(str::parse::<i64>)
            .collect();
        let numbers =
            numbers.map_err(|_| format!("line {}: not a list of numbers: `{line}`", number + 1))?;
        if numbers.len() % 2 != 0 {
            return Err(format!("line {}: odd number of coordinates", number + 1));
        }
        let mut board = Board::new(size);
        let mut moves = Vec::new();
        for pair in numbers.chunks(2) {
            let point = Point::try_new(center.x() as i64 + pair[0], center.y() as i64 + pair[1])
                .ok()
                .filter(|p| size.contains(*p))
                .ok_or_else(|| {
                    format!(
                        "line {}: {},{} is off the board",
                        number + 1,
                        pair[0],
                        pair[1]
                    )
                })?;
            board
                .play(point)
                .map_err(|e| format!("line {}: {e}", number + 1))?;
            moves.push(point);
        }
        openings.push(moves);
    }
    if openings.is_empty() {
        return Err("no openings in the file".into());
    }
    Ok(openings)
}

/// Writes openings in the offset format that [`parse_openings`] reads: one a line, `x,y`
/// offsets from the centre (`0,0, 1,1, -1,2`).
pub fn format_openings(openings: &[Vec<Point>], size: BoardSize) -> String {
    let center = size.center();
    let mut text = String::new();
    for opening in openings {
        let offsets: Vec<String> = opening
            .iter()
            .map(|p| {
                format!(
                    "{},{}",
                    p.x() as i64 - center.x() as i64,
                    p.y() as i64 - center.y() as i64
                )
            })
            .collect();
        text.push_str(&offsets.join(", "));
        text.push('\n');
    }
    text
}

/// Three-stone openings near the centre that our engine rates closest to even: random
/// candidates (six per opening asked), no two of them the same position up to the board's
/// eight symmetries about the centre (a rotated or mirrored twin would replay the same game),
/// ranked by a short search's |evaluation| for the side to move; deterministic for a seed.
/// The stones come from the 5x5 square around the centre (3x3 on boards under 9), widened by a
/// point each side when its positions run out (50 draws in a row that were all seen before):
/// the 5x5 square holds fewer than 900 positions up to symmetry, so a set of hundreds of
/// openings reaches into the 7x7 one.
pub fn balanced_openings(count: usize, size: BoardSize, rule: Rule, seed: u64) -> Vec<Vec<Point>> {
    const MISSES_BEFORE_WIDENING: u32 = 50;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(rule, 8);
    let center = size.center();
    let mut reach: i64 = if size.get() >= 9 { 2 } else { 1 };
    // The widest square that stays a point inside the board's edges.
    let widest = (i64::from(size.get() / 2) - 1).max(reach);
    let mut seen = HashSet::new();
    let mut misses = 0;
    let mut candidates: Vec<(i32, Vec<Point>)> = Vec::new();
    for _ in 0..count * 30 {
        if candidates.len() >= count * 6 {
            break;
        }
        if misses >= MISSES_BEFORE_WIDENING && reach < widest {
            reach += 1;
            misses = 0;
        }
        let mut board = Board::new(size);
        let mut moves = Vec::new();
        while moves.len() < 3 {
            let dx = rng.random_range(-reach..=reach);
            let dy = rng.random_range(-reach..=reach);
            let Ok(point) = Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy) else {
                continue;
            };
            if board.play(point).is_ok() {
                moves.push(point);
            }
        }
        if !seen.insert(position_key(&moves, center)) {
            misses += 1;
            continue;
        }
        misses = 0;
        let result = searcher.search(&board, &Limits::depth(4), &StopFlag::new(), &mut |_| {});
        if let Score::Eval(value) = result.score {
            candidates.push((value.abs(), moves));
        }
    }
    candidates.sort_by_key(|(imbalance, _)| *imbalance);
    candidates
        .into_iter()
        .take(count)
        .map(|(_, moves)| moves)
        .collect()
}

/// The position `moves` make (black's stones and white's, in any order of play) as offsets from
/// `center`, the least of its eight images under the square's rotations and reflections: equal
/// for positions that are the same up to symmetry (exactly so on odd boards, whose centre is the
/// middle point).
pub fn position_key(moves: &[Point], center: Point) -> [Vec<(i64, i64)>; 2] {
    let offsets = |parity: usize| -> Vec<(i64, i64)> {
        moves
            .iter()
            .skip(parity)
            .step_by(2)
            .map(|p| {
                (
                    p.x() as i64 - center.x() as i64,
                    p.y() as i64 - center.y() as i64,
                )
            })
            .collect()
    };
    let stones = [offsets(0), offsets(1)];
    (0..8)
        .map(|symmetry: u8| {
            stones.clone().map(|mut colour| {
                for (x, y) in &mut colour {
                    if symmetry & 1 != 0 {
                        *x = -*x;
                    }
                    if symmetry & 2 != 0 {
                        *y = -*y;
                    }
                    if symmetry & 4 != 0 {
                        std::mem::swap(x, y);
                    }
                }
                colour.sort_unstable();
                colour
            })
        })
        .min()
        .expect("eight images")
}
