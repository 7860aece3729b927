//! Piskvork `.psq` game records: the format the Piskvork manager and the Gomocup tournament
//! software save games in.
//!
//! ```text
//! Piskvorky 20x20, 11:11, 0      header: "Piskvorky WxH, L1:L2, F"
//! 10,10,456                      one move per line: x,y,ms (1-based, x = column, y = row from top)
//! 11,12,4500
//! pisq7.exe                      trailer (tournament saves): the two players' names,
//! renjusolver.zip
//! -1                             then a result/error code
//! ```
//!
//! * The board is `W`x`H`; only square boards of the supported sizes are accepted.
//! * `L1:L2` are Piskvork's player levels, `(level + 1) * is_computer`: 0 means a human player.
//!   Gomocup files say `11:11`.
//! * `F` is 0 or 1: which of the two players (in trailer order) made the first move.
//! * A move line is `x,y,time`: 1-based coordinates in the orientation of the Gomocup protocol
//!   (which is 0-based), and the thinking time of that move in milliseconds. Piskvork also reads
//!   lines without the time (as time 0).
//! * Whatever follows the moves is kept verbatim as [`PsqRecord::trailer`]. Piskvork writes the two
//!   player names (only in tournament and command-line games) and then a code (`-1` when unknown,
//!   as in a GUI save; GomocupJudge always writes `-1`); result archives may append more lines.
//! * Files written on Windows have CRLF line ends; both CRLF and LF are read.

use std::collections::HashMap;
use std::fmt;
use std::num::IntErrorKind;

use crate::bounded::quote_prefix;
use crate::point::{BoardSize, Point};

/// A game record in Piskvork's `.psq` format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PsqRecord {
    /// The (square) board.
    pub size: BoardSize,
    /// The two players' levels from the header (`0` = human). Gomocup writes `[11, 11]`.
    pub levels: [u32; 2],
    /// Header flag: the second player (in trailer order) made the first move.
    pub second_player_starts: bool,
    /// The moves in order, black first.
    pub moves: Vec<Point>,
    /// Thinking time of each move in milliseconds, parallel to `moves` (0 when unknown).
    /// [`write_psq`] writes 0 for a missing entry and ignores extra entries.
    pub times_ms: Vec<u32>,
    /// The lines after the move list, without line ends; typically `[name1, name2, code]` or
    /// `["-1"]`. For the record to read back unchanged, no line may contain a line break and the
    /// first non-blank line must not look like a move (`<number>,...`).
    pub trailer: Vec<String>,
}

impl PsqRecord {
    /// A record of `moves` with unknown times, human levels (`0:0`) and an empty trailer.
    pub fn new(size: BoardSize, moves: Vec<Point>) -> Self {
        PsqRecord {
            size,
            levels: [0, 0],
            second_player_starts: false,
            times_ms: vec![0; moves.len()],
            moves,
            trailer: Vec::new(),
        }
    }

    /// The two player names, when the trailer has the tournament shape: two names, then an
    /// integer code.
    pub fn player_names(&self) -> Option<[&str; 2]> {
        match self.trailer.as_slice() {
            [first, second, code, ..] if code.trim().parse::<i64>().is_ok() => {
                Some([first.as_str(), second.as_str()])
            }
            _ => None,
        }
    }
}

/// What is wrong with a `.psq` text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PsqErrorKind {
    /// The text is empty.
    MissingHeader,
    /// The first line is not a `Piskvorky WxH, L1:L2, F` header.
    BadHeader(String),
    /// The header names a board this crate does not support (not square, or not 5..=22).
    UnsupportedSize { width: u64, height: u64 },
    /// A line in the move list that starts like a move but is not `x,y` or `x,y,time`.
    BadMove(String),
    /// A move outside the board; `text` is the line, `x`/`y` the 1-based numbers it gives.
    OffBoard { text: String, x: i64, y: i64 },
    /// A move onto a point an earlier move (on line `first_line`) already took.
    RepeatedPoint { text: String, first_line: usize },
}

/// A `.psq` parse error: what went wrong and on which (1-based) line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PsqError {
    pub line: usize,
    pub kind: PsqErrorKind,
}

impl fmt::Display for PsqError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "psq line {}: ", self.line)?;
        match &self.kind {
            PsqErrorKind::MissingHeader => {
                f.write_str("the file is empty (expected a \"Piskvorky WxH, L1:L2, F\" header)")
            }
            PsqErrorKind::BadHeader(text) => write!(
                f,
                "{} is not a \"Piskvorky WxH, L1:L2, F\" header (F must be 0 or 1)",
                quote_prefix(text)
            ),
            PsqErrorKind::UnsupportedSize { width, height } => write!(
                f,
                "board {width}x{height} is not supported (only square boards 5x5 to 22x22 are)"
            ),
            PsqErrorKind::BadMove(text) => write!(
                f,
                "{} is not a move (expected \"x,y,milliseconds\" or \"x,y\")",
                quote_prefix(text)
            ),
            PsqErrorKind::OffBoard { text, x, y } => write!(
                f,
                "move {} ({x},{y}) is off the board (coordinates are 1-based)",
                quote_prefix(text)
            ),
            PsqErrorKind::RepeatedPoint { text, first_line } => write!(
                f,
                "move {} takes a point already played on line {first_line}",
                quote_prefix(text)
            ),
        }
    }
}

impl std::error::Error for PsqError {}

/// Reads an unsigned decimal number after optional whitespace; returns it and the rest.
fn take_number(s: &str) -> Option<(u64, &str)> {
    let s = s.trim_start();
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (digits, rest) = s.split_at(end);
    Some((digits.parse().ok()?, rest))
}

/// Skips optional whitespace and then `c`; returns the rest.
fn take_char(s: &str, c: char) -> Option<&str> {
    s.trim_start().strip_prefix(c)
}

/// The header fields `(width, height, level1, level2, first)`.
fn parse_header_fields(line: &str) -> Option<(u64, u64, u64, u64, u64)> {
    let rest = line.trim().strip_prefix("Piskvorky")?;
    let (width, rest) = take_number(rest)?;
    let (height, rest) = take_number(take_char(rest, 'x')?)?;
    let (level1, rest) = take_number(take_char(rest, ',')?)?;
    let (level2, rest) = take_number(take_char(rest, ':')?)?;
    let (first, rest) = take_number(take_char(rest, ',')?)?;
    rest.trim()
        .is_empty()
        .then_some((width, height, level1, level2, first))
}

/// Whether a trimmed line starts like a move, `[sign]digits[blanks],`: such lines must be moves.
fn looks_like_move(line: &str) -> bool {
    let rest = line.strip_prefix(['-', '+']).unwrap_or(line);
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    digits > 0
        && rest[digits..]
            .trim_start_matches([' ', '\t'])
            .starts_with(',')
}

/// One move line: the 1-based coordinates and the time.
fn parse_move_line(line: &str) -> Result<(i64, i64, u32), PsqErrorKind> {
    let bad = || PsqErrorKind::BadMove(line.to_owned());
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    let (x, y, time) = match fields.as_slice() {
        [x, y] => (*x, *y, None),
        [x, y, time] => (*x, *y, Some(*time)),
        _ => return Err(bad()),
    };
    // A coordinate too large for i64 is off the board rather than malformed.
    let coordinate = |field: &str| match field.parse::<i64>() {
        Ok(value) => Ok(value),
        Err(e) if *e.kind() == IntErrorKind::PosOverflow => Ok(i64::MAX),
        Err(e) if *e.kind() == IntErrorKind::NegOverflow => Ok(i64::MIN),
        Err(_) => Err(bad()),
    };
    let time = match time {
        None => 0,
        Some(text) => text.parse::<u32>().map_err(|_| bad())?,
    };
    Ok((coordinate(x)?, coordinate(y)?, time))
}

/// Reads a `.psq` record (LF or CRLF line ends, an optional UTF-8 byte-order mark).
pub fn parse_psq(text: &str) -> Result<PsqRecord, PsqError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Lines are read one at a time, not collected: a file of a million blank lines costs
    // nothing beyond its text.
    let mut lines = text.lines();
    let error = |line: usize, kind: PsqErrorKind| PsqError { line, kind };

    let header = lines
        .next()
        .ok_or_else(|| error(1, PsqErrorKind::MissingHeader))?;
    let (width, height, level1, level2, first) = parse_header_fields(header)
        .filter(|fields| fields.4 <= 1)
        .ok_or_else(|| error(1, PsqErrorKind::BadHeader(header.to_owned())))?;
    let size = u32::try_from(width)
        .ok()
        .filter(|_| width == height)
        .and_then(|edge| BoardSize::new(edge).ok())
        .ok_or_else(|| error(1, PsqErrorKind::UnsupportedSize { width, height }))?;
    let level = |value: u64| {
        u32::try_from(value).map_err(|_| error(1, PsqErrorKind::BadHeader(header.to_owned())))
    };

    let mut record = PsqRecord {
        size,
        levels: [level(level1)?, level(level2)?],
        second_player_starts: first == 1,
        moves: Vec::new(),
        times_ms: Vec::new(),
        trailer: Vec::new(),
    };
    let mut seen: HashMap<Point, usize> = HashMap::new();
    // Where the line after the last move starts in `text` (the trailer's start, blank lines
    // between moves being skipped), once that line is seen.
    let mut trailer_start = None;
    let mut after_a_move = true;
    for (index, raw) in lines.enumerate() {
        let line_number = index + 2;
        if after_a_move {
            trailer_start = Some(raw.as_ptr() as usize - text.as_ptr() as usize);
            after_a_move = false;
        }
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if !looks_like_move(line) {
            break;
        }
        let (x, y, time) = parse_move_line(line).map_err(|kind| error(line_number, kind))?;
        let edge = i64::from(size.get());
        if !(1..=edge).contains(&x) || !(1..=edge).contains(&y) {
            let text = line.to_owned();
            return Err(error(line_number, PsqErrorKind::OffBoard { text, x, y }));
        }
        let point = Point::new((x - 1) as u8, (y - 1) as u8);
        if let Some(&first_line) = seen.get(&point) {
            let text = line.to_owned();
            let kind = PsqErrorKind::RepeatedPoint { text, first_line };
            return Err(error(line_number, kind));
        }
        seen.insert(point, line_number);
        record.moves.push(point);
        record.times_ms.push(time);
        trailer_start = None;
        after_a_move = true;
    }
    record.trailer = trailer_start
        .and_then(|start| text.get(start..))
        .map(|rest| rest.lines().map(str::to_owned).collect())
        .unwrap_or_default();
    Ok(record)
}

/// Writes `record` in `.psq` format with LF line ends (Piskvork reads those too).
pub fn write_psq(record: &PsqRecord) -> String {
    use std::fmt::Write as _;

    let edge = record.size.get();
    let mut out = format!(
        "Piskvorky {edge}x{edge}, {}:{}, {}\n",
        record.levels[0],
        record.levels[1],
        u8::from(record.second_player_starts)
    );
    for (index, point) in record.moves.iter().enumerate() {
        let time = record.times_ms.get(index).copied().unwrap_or(0);
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{},{},{time}", point.x() + 1, point.y() + 1);
    }
    for line in &record.trailer {
        out.push_str(&line.replace(['\r', '\n'], " "));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shaped like a Piskvork tournament save (GomocupOnline's test data), with CRLF line ends.
    const TOURNAMENT: &str = "Piskvorky 20x20, 7:7, 0\r\n10,10,456\r\n11,12,4500\r\n\
        10,13,60\r\n11,13,4261\r\n9,11,65\r\npisq7.exe\r\nrenjusolver.ZIP\r\n0\r\n";

    #[test]
    fn reads_a_tournament_save() {
        let record = parse_psq(TOURNAMENT).unwrap();
        assert_eq!(record.size, BoardSize::GOMOCUP);
        assert_eq!(record.levels, [7, 7]);
        assert!(!record.second_player_starts);
        assert_eq!(record.moves[0], Point::new(9, 9));
        assert_eq!(record.moves[1], Point::new(10, 11));
        assert_eq!(record.moves.len(), 5);
        assert_eq!(record.times_ms, vec![456, 4500, 60, 4261, 65]);
        assert_eq!(record.trailer, vec!["pisq7.exe", "renjusolver.ZIP", "0"]);
        assert_eq!(
            record.player_names(),
            Some(["pisq7.exe", "renjusolver.ZIP"])
        );
        // Written back with LF line ends, otherwise identical.
        assert_eq!(write_psq(&record), TOURNAMENT.replace("\r\n", "\n"));
    }

    #[test]
    fn reads_gomocup_judge_output_and_lenient_shapes() {
        let text = "\u{feff}Piskvorky 15x15, 11:11, 1\n8,8,0\n9,8\n\n 7 , 9 , 12 \n\
                    RAPFI.zip\nJAX.zip\n-1\n0,Freestyle15_1\n";
        let record = parse_psq(text).unwrap();
        assert_eq!(record.size, BoardSize::STANDARD);
        assert_eq!(record.levels, [11, 11]);
        assert!(record.second_player_starts);
        let expected = vec![Point::new(7, 7), Point::new(8, 7), Point::new(6, 8)];
        assert_eq!(record.moves, expected);
        assert_eq!(record.times_ms, vec![0, 0, 12]);
        assert_eq!(record.trailer.len(), 4);
        assert_eq!(record.player_names(), Some(["RAPFI.zip", "JAX.zip"]));

        let bare = parse_psq("Piskvorky 15x15, 0:0, 0").unwrap();
        assert!(bare.moves.is_empty() && bare.trailer.is_empty());
        assert_eq!(bare.player_names(), None);
        let gui = parse_psq("Piskvorky 5x5, 0:0, 0\n1,1,0\n5,5,0\n-1\n").unwrap();
        assert_eq!(gui.moves, vec![Point::new(0, 0), Point::new(4, 4)]);
        assert_eq!(gui.trailer, vec!["-1"]);
    }

    #[test]
    fn round_trips() {
        let size = BoardSize::new(22).unwrap();
        let mut record = PsqRecord::new(size, vec![Point::new(0, 0), Point::new(21, 21)]);
        record.times_ms = vec![0, u32::MAX];
        record.trailer = vec!["".into(), "a b".into(), "-1".into(), "".into()];
        record.levels = [3, 0];
        let text = write_psq(&record);
        assert!(text.starts_with("Piskvorky 22x22, 3:0, 0\n1,1,0\n22,22,4294967295\n"));
        assert_eq!(parse_psq(&text), Ok(record.clone()));
        assert_eq!(parse_psq(&text.replace('\n', "\r\n")), Ok(record));
    }

    #[test]
    fn rejects_bad_headers() {
        let kind = |text: &str| parse_psq(text).unwrap_err().kind;
        assert_eq!(kind(""), PsqErrorKind::MissingHeader);
        for bad in [
            "Piskvork 20x20, 11:11, 0",
            "Piskvorky 20x20, 11:11",
            "Piskvorky 20x20, 11:11, 2",
            "Piskvorky 20, 11:11, 0",
            "Piskvorky 20x20, 11:11, 0 extra",
            "Piskvorky -20x20, 11:11, 0",
            "Piskvorky 20x20, 99999999999:1, 0",
            "8,8,0",
        ] {
            assert!(
                matches!(kind(bad), PsqErrorKind::BadHeader(_)),
                "{bad:?} should be a bad header"
            );
        }
        for (bad, width, height) in [
            ("Piskvorky 20x19, 0:0, 0", 20, 19),
            ("Piskvorky 23x23, 0:0, 0", 23, 23),
            ("Piskvorky 4x4, 0:0, 0", 4, 4),
            (
                "Piskvorky 99999999999x99999999999, 0:0, 0",
                99999999999,
                99999999999,
            ),
        ] {
            assert_eq!(kind(bad), PsqErrorKind::UnsupportedSize { width, height });
        }
    }

    #[test]
    fn errors_quote_only_the_start_of_a_long_line() {
        let long_move = format!("8,8,{}", "1x".repeat(100_000));
        for text in [
            format!("Piskvorky 15x15, 0:0, 0\n{long_move}\n"),
            format!("Piskvorky {}", "9".repeat(200_000)),
            format!(
                "Piskvorky 15x15, 0:0, 0\n8,8\n8,8,{}\n",
                "0".repeat(100_000)
            ),
        ] {
            let message = parse_psq(&text).unwrap_err().to_string();
            assert!(
                message.len() < 300,
                "{} bytes: {}",
                message.len(),
                &message[..300]
            );
            assert!(message.contains("characters)"), "{message}");
        }
    }

    #[test]
    fn a_header_with_many_blank_lines_keeps_them_in_the_trailer() {
        let text = format!("Piskvorky 15x15, 0:0, 0\n8,8,0\n{}", "\n".repeat(1000));
        let record = parse_psq(&text).unwrap();
        assert_eq!(record.moves.len(), 1);
        assert_eq!(record.trailer.len(), 1000);
        assert!(record.trailer.iter().all(String::is_empty));
        let crlf = parse_psq("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n \r\nname\r\n").unwrap();
        assert_eq!(crlf.trailer, vec![" ", "name"]);
    }

    #[test]
    fn rejects_bad_moves_with_line_numbers() {
        let header = "Piskvorky 15x15, 0:0, 0\n";
        let error = |body: &str| parse_psq(&format!("{header}{body}")).unwrap_err();
        let e = error("8,8,0\r\n16,1,0\r\n");
        assert_eq!(e.line, 3);
        assert!(matches!(e.kind, PsqErrorKind::OffBoard { x: 16, y: 1, .. }));
        assert!(e.to_string().contains("16,1,0"), "{e}");
        let e = error("8,8,0\n9,9,0\n8,8,5\n");
        assert_eq!(e.line, 4);
        assert_eq!(
            e.kind,
            PsqErrorKind::RepeatedPoint {
                text: "8,8,5".into(),
                first_line: 2
            }
        );
        for (body, line) in [
            ("0,5,0", 2),
            ("5,-1,0", 2),
            ("8,8,0\n-1,5", 3),
            ("99999999999999999999999,1,0", 2),
        ] {
            let e = error(body);
            assert_eq!(e.line, line, "{body:?}");
            assert!(matches!(e.kind, PsqErrorKind::OffBoard { .. }), "{body:?}");
        }
        for body in [
            "8,8,0,0", "8,x,0", "8,,0", "8,8,-5", "8,8,", "8 ,8,1.5", "8,8,0x",
        ] {
            let e = error(body);
            assert_eq!(e.line, 2, "{body:?}");
            assert!(matches!(e.kind, PsqErrorKind::BadMove(_)), "{body:?}");
        }
    }
}
