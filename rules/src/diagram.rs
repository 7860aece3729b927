//! ASCII board diagrams, for tests, debugging and pasting positions:
//!
//! ```text
//!    a b c d e
//!  5 . . . . .
//!  4 . X O . .
//!  3 . * X . .
//!  2 . . . . .
//!  1 . . . . .
//! ```
//!
//! `X`/`x`/`B`/`●` black, `O`/`o`/`W`/`○` white, `.`/`+`/`-`/`·` empty, and the marks `*`, `?`,
//! `!`, `#` (empty points singled out, e.g. expected forbidden points). A header of column letters
//! and row numbers at the start of a line are optional and ignored; spaces between cells are
//! optional. The board is square: as many rows as columns.

use std::fmt;

use crate::board::Board;
use crate::point::{BoardSize, Color, Point};

/// A parsed diagram: size, stones and marked points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub size: BoardSize,
    pub stones: Vec<(Point, Color)>,
    pub marks: Vec<(Point, char)>,
}

/// What is wrong with a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// A character that is neither a stone, an empty point nor a mark.
    BadCell { row: usize, character: char },
    /// Rows of different lengths.
    Ragged {
        row: usize,
        expected: usize,
        found: usize,
    },
    /// Not as many rows as columns, or a size out of range.
    BadShape { rows: usize, columns: usize },
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::BadCell { row, character } => {
                write!(f, "diagram row {row}: {character:?} is not a board cell")
            }
            DiagramError::Ragged {
                row,
                expected,
                found,
            } => write!(
                f,
                "diagram row {row} has {found} cells where earlier rows have {expected}"
            ),
            DiagramError::BadShape { rows, columns } => write!(
                f,
                "diagram is {columns} wide and {rows} tall; it must be square, 5 to 22 wide"
            ),
        }
    }
}

impl std::error::Error for DiagramError {}

enum Cell {
    Empty,
    Stone(Color),
    Mark(char),
}

fn cell(character: char) -> Option<Cell> {
    Some(match character {
        'X' | 'x' | 'B' | '●' => Cell::Stone(Color::Black),
        'O' | 'o' | 'W' | '○' => Cell::Stone(Color::White),
        '.' | '+' | '-' | '·' => Cell::Empty,
        '*' | '?' | '!' | '#' => Cell::Mark(character),
        _ => return None,
    })
}

/// A header is the column letters `a b c …` in order (a row of cells never starts with `ab`).
fn is_column_header(line: &str) -> bool {
    let mut letters = line.chars().filter(|c| !c.is_whitespace()).peekable();
    letters.peek().is_some()
        && letters
            .zip('a'..='z')
            .all(|(found, expected)| found == expected)
}

/// Parses a diagram (see the module docs).
pub fn parse_diagram(text: &str) -> Result<Diagram, DiagramError> {
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || is_column_header(line) {
            continue;
        }
        let body = line.trim_start_matches(|c: char| c.is_ascii_digit());
        let row_number = rows.len() + 1;
        let cells = body
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|character| {
                cell(character).ok_or(DiagramError::BadCell {
                    row: row_number,
                    character,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(first) = rows.first()
            && first.len() != cells.len()
        {
            return Err(DiagramError::Ragged {
                row: row_number,
                expected: first.len(),
                found: cells.len(),
            });
        }
        rows.push(cells);
    }
    let columns = rows.first().map_or(0, Vec::len);
    let size = BoardSize::new(rows.len() as u32)
        .ok()
        .filter(|_| columns == rows.len())
        .ok_or(DiagramError::BadShape {
            rows: rows.len(),
            columns,
        })?;
    let mut diagram = Diagram {
        size,
        stones: Vec::new(),
        marks: Vec::new(),
    };
    for (y, row) in rows.into_iter().enumerate() {
        for (x, cell) in row.into_iter().enumerate() {
            let point = Point::new(x as u8, y as u8);
            match cell {
                Cell::Empty => {}
                Cell::Stone(color) => diagram.stones.push((point, color)),
                Cell::Mark(mark) => diagram.marks.push((point, mark)),
            }
        }
    }
    Ok(diagram)
}

impl Diagram {
    /// A board with the diagram's stones (row by row). The side to move is black when both have
    /// as many stones, else white, unless `side_to_move` says otherwise. (A parsed diagram's
    /// stones are distinct and on the board; in a hand-built one, stones that are not are
    /// skipped.)
    pub fn to_board(&self, side_to_move: Option<Color>) -> Board {
        let mut board = Board::new(self.size);
        for &(point, color) in &self.stones {
            let _ = board.place(point, color);
        }
        let blacks = self.stones.iter().filter(|s| s.1 == Color::Black).count();
        let default_side = if blacks * 2 == self.stones.len() {
            Color::Black
        } else {
            Color::White
        };
        board.set_side_to_move(side_to_move.unwrap_or(default_side));
        board
    }

    /// Points carrying `mark`, row by row.
    pub fn marked(&self, mark: char) -> Vec<Point> {
        self.marks
            .iter()
            .filter(|m| m.1 == mark)
            .map(|m| m.0)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_labelled_and_bare_diagrams() {
        let labelled =
            "   a b c d e\n 5 . . . . .\n 4 . X O . .\n 3 . * X . .\n 2 . . . . .\n 1 . . . . .\n";
        let bare = ".....\n.XO..\n.*X..\n.....\n.....";
        assert!(is_column_header("a b c d e f g h i j k l m n o"));
        assert!(!is_column_header("x . o"));
        let a = parse_diagram(labelled).unwrap();
        assert_eq!(a, parse_diagram(bare).unwrap());
        assert_eq!(a.size.get(), 5);
        assert_eq!(a.marked('*'), vec![Point::new(1, 2)]);
        let board = a.to_board(None);
        assert_eq!(board.stone(Point::new(2, 1)), Some(Color::White));
        assert_eq!(board.side_to_move(), Color::White);
        assert_eq!(parse_diagram(&board.to_string()).unwrap().stones, a.stones);
    }

    #[test]
    fn rejects_bad_diagrams() {
        assert!(matches!(
            parse_diagram(".....\n..Z..\n.....\n.....\n....."),
            Err(DiagramError::BadCell { row: 2, .. })
        ));
        assert!(matches!(
            parse_diagram(".....\n....\n"),
            Err(DiagramError::Ragged { .. })
        ));
        assert!(matches!(
            parse_diagram("....\n....\n....\n...."),
            Err(DiagramError::BadShape { .. })
        ));
        assert!(parse_diagram("").is_err());
    }
}
