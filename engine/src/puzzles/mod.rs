//! Forced-win puzzles (五子棋残局): positions from our own self-play where the side to move wins
//! by continuous fours (VCF) or continuous threats (VCT) with only one first move. This module
//! is their file format; they are made (the `gomoku-puzzles` binary) and re-proved without the
//! engine's threat solvers in the `gomoku-lab` crate.
//!
//! The set is a tab-separated file, one puzzle a line after a header:
//!
//! | column | content |
//! |---|---|
//! | `id` | unique, e.g. `f-0042` |
//! | `rule` | freestyle, standard or renju |
//! | `size` | the board's edge (15) |
//! | `kind` | `vcf` or `vct` |
//! | `level` | 1 (easiest) to 5 |
//! | `position` | the moves from the empty board, black first, e.g. `h8i9h9` |
//! | `solution` | the main line that continues it: attacker, defender, ..., the attacker's five |

use std::fmt;

use crate::board::Board;
use crate::notation::{format_moves, parse_moves};
use crate::opening::canonical::{CanonicalOpening, recognise};
use crate::point::{BoardSize, Point};
use crate::rules::Rule;

/// The header line of a puzzle file.
pub const HEADER: &str = "id\trule\tsize\tkind\tlevel\tposition\tsolution";

/// How the attacker wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleKind {
    /// Victory by continuous fours: every attacker move but the last makes a four.
    Vcf,
    /// Victory by continuous threats: fours and open threes.
    Vct,
}

impl PuzzleKind {
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Vcf => "vcf",
            PuzzleKind::Vct => "vct",
        }
    }
}

/// One puzzle: the side to move after `position` wins, starting with `solution[0]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    pub rule: Rule,
    pub size: BoardSize,
    pub kind: PuzzleKind,
    /// 1 (easiest) to 5.
    pub level: u8,
    pub position: Vec<Point>,
    pub solution: Vec<Point>,
}

impl Puzzle {
    /// The board after `position`.
    pub fn board(&self) -> Board {
        let mut board = Board::new(self.size);
        for &point in &self.position {
            board.make_move(point);
        }
        board
    }

    /// The renju opening the puzzle grew from, when its position starts with one (its stones
    /// are the game's moves in order, so the first three name it).
    pub fn opening(&self) -> Option<CanonicalOpening> {
        if self.rule != Rule::Renju {
            return None;
        }
        recognise(self.position.get(..3)?, self.size)
    }

    /// The puzzle as a line of the file (no newline).
    pub fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.rule.name(),
            self.size.get(),
            self.kind.name(),
            self.level,
            format_moves(&self.position, self.size),
            format_moves(&self.solution, self.size)
        )
    }
}

/// Why a puzzle file was refused: the line (1-based) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFileError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for PuzzleFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle file, line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for PuzzleFileError {}

/// Reads a puzzle file's text: the header, then one puzzle a line (blank lines ignored).
/// Anything malformed is refused with its line number; nothing is guessed.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut lines = text.lines().enumerate();
    let error = |line: usize, message: String| PuzzleFileError {
        line: line + 1,
        message,
    };
    match lines.next() {
        Some((_, header)) if header.trim_end() == HEADER => {}
        Some((n, header)) => {
            return Err(error(
                n,
                format!("expected the header {HEADER:?}, found {header:?}"),
            ));
        }
        None => return Err(error(0, "the file is empty".into())),
    }
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (n, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let puzzle = parse_line(line).map_err(|message| error(n, message))?;
        if puzzles.iter().any(|p| p.id == puzzle.id) {
            return Err(error(n, format!("the id {} is used twice", puzzle.id)));
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

fn parse_line(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.trim_end_matches('\r').split('\t').collect();
    let [id, rule, size, kind, level, position, solution] = fields[..] else {
        return Err(format!(
            "expected 7 tab-separated fields, found {}",
            fields.len()
        ));
    };
    if id.is_empty() || id.chars().any(char::is_whitespace) {
        return Err(format!("bad id {id:?}"));
    }
    let rule: Rule = rule.parse().map_err(|e| format!("{e}"))?;
    if rule == Rule::Caro {
        return Err("caro puzzles are not supported".into());
    }
    let size = size
        .parse::<u32>()
        .ok()
        .and_then(|edge| BoardSize::new(edge).ok())
        .ok_or_else(|| format!("bad board size {size:?}"))?;
    let kind = match kind {
        "vcf" => PuzzleKind::Vcf,
        "vct" => PuzzleKind::Vct,
        other => return Err(format!("unknown kind {other:?} (expected vcf or vct)")),
    };
    let level = match level.parse::<u8>() {
        Ok(level @ 1..=5) => level,
        _ => return Err(format!("bad level {level:?} (expected 1 to 5)")),
    };
    let position = parse_moves(position, size).map_err(|e| format!("position: {e}"))?;
    let solution = parse_moves(solution, size).map_err(|e| format!("solution: {e}"))?;
    if solution.is_empty() || solution.len() % 2 == 0 {
        return Err("the solution must end with the attacker's move".into());
    }
    if let Some(point) = solution.iter().find(|p| position.contains(p)) {
        return Err(format!(
            "the solution plays on the occupied point {}",
            crate::notation::format_point(*point, size)
        ));
    }
    Ok(Puzzle {
        id: id.to_string(),
        rule,
        size,
        kind,
        level,
        position,
        solution,
    })
}

/// The puzzles as a file's text, header first.
pub fn format_puzzles(puzzles: &[Puzzle]) -> String {
    let mut text = String::from(HEADER);
    text.push('\n');
    for puzzle in puzzles {
        text.push_str(&puzzle.to_line());
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        Puzzle {
            id: "f-0001".into(),
            rule: Rule::Renju,
            size: BoardSize::STANDARD,
            kind: PuzzleKind::Vcf,
            level: 2,
            position: parse_moves("h8i9h9", BoardSize::STANDARD).unwrap(),
            solution: parse_moves("h10h11h7", BoardSize::STANDARD).unwrap(),
        }
    }

    #[test]
    fn a_renju_puzzle_names_the_opening_it_grew_from() {
        // h8 i9 h9: black's third beside the centre, below white's diagonal: 6I Ungetsu.
        assert_eq!(sample().opening().map(|o| o.code()), Some("6I"));
        let elsewhere = Puzzle {
            position: parse_moves("g9i10i11g12", BoardSize::STANDARD).unwrap(),
            ..sample()
        };
        assert_eq!(elsewhere.opening(), None);
        let freestyle = Puzzle {
            rule: Rule::Freestyle,
            ..sample()
        };
        assert_eq!(freestyle.opening(), None);
    }

    #[test]
    fn a_file_round_trips() {
        let puzzles = vec![sample()];
        let text = format_puzzles(&puzzles);
        assert_eq!(parse_puzzles(&text).unwrap(), puzzles);
    }

    #[test]
    fn malformed_lines_are_refused_with_their_line_number() {
        let good = sample().to_line();
        let cases = [
            ("", 1, "empty"),
            ("id\trule\n", 1, "header"),
            (&*format!("{HEADER}\n{good}\n{good}\n"), 3, "twice"),
            (
                &*format!("{HEADER}\n{}\n", good.replace("\tvcf\t", "\tvcx\t")),
                2,
                "kind",
            ),
            (
                &*format!("{HEADER}\n{}\n", good.replace("\t2\t", "\t9\t")),
                2,
                "level",
            ),
            (
                &*format!("{HEADER}\n{}\n", good.replace("h10h11h7", "h10h11")),
                2,
                "attacker",
            ),
            (
                &*format!("{HEADER}\n{}\n", good.replace("h10h11h7", "h10h9h7")),
                2,
                "occupied",
            ),
            (
                &*format!("{HEADER}\n{}\n", good.replace("h10h11h7", "h10z1h7")),
                2,
                "solution",
            ),
            (
                &*format!("{HEADER}\n{}\tjunk\n", good),
                2,
                "7 tab-separated",
            ),
            (
                &*format!("{HEADER}\n{}\n", good.replace("renju", "caro")),
                2,
                "caro",
            ),
        ];
        for (text, line, words) in cases {
            let error = parse_puzzles(text).unwrap_err();
            assert_eq!(error.line, line, "{text:?}: {error}");
            assert!(error.to_string().contains(words), "{text:?}: {error}");
        }
    }
}
