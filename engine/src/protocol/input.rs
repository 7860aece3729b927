//! The manager's input, line by line, with a bound: a line longer than [`MAX_LINE_BYTES`] is
//! read through and dropped (only its start is kept, for the error), so a hostile or broken
//! manager cannot make the brain hold a line of any size.

use std::io::{self, BufRead};

use crate::bounded::{Excerpt, QUOTE_CHARS};

/// The longest line the brain reads; the longest real one (a `BOARD` stone, an `INFO folder`
/// path) is far shorter.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// How much of a too-long line is kept to quote in the error.
const KEPT_START: usize = 256;

/// One line of input, without its end (LF, or CR LF).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputLine {
    /// A line within the bound; bytes that are not UTF-8 become replacement characters.
    Text(String),
    /// A line over the bound: its length in bytes and its start.
    TooLong { bytes: usize, start: String },
}

impl InputLine {
    /// The bytes the line holds in memory, for a queue that bounds its size.
    pub fn held_bytes(&self) -> usize {
        match self {
            InputLine::Text(text) => text.len(),
            InputLine::TooLong { start, .. } => start.len(),
        }
    }
}

/// The brain's answer to a line over the bound.
pub fn too_long_reply(bytes: usize, start: &str) -> String {
    format!(
        "ERROR line too long: {bytes} bytes (at most {MAX_LINE_BYTES}), starting `{}`",
        Excerpt(start)
    )
}

/// Splits a byte stream into [`InputLine`]s.
pub struct LineReader<R> {
    input: R,
    limit: usize,
}

impl<R: BufRead> LineReader<R> {
    pub fn new(input: R) -> LineReader<R> {
        LineReader::with_limit(input, MAX_LINE_BYTES)
    }

    /// A reader whose lines may hold at most `limit` bytes.
    pub fn with_limit(input: R, limit: usize) -> LineReader<R> {
        LineReader { input, limit }
    }

    /// The next line; `None` at the end of the input (a last line without its LF counts).
    pub fn next_line(&mut self) -> io::Result<Option<InputLine>> {
        let mut kept: Vec<u8> = Vec::new();
        let mut length = 0usize;
        let mut read_any = false;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if buffer.is_empty() {
                if !read_any {
                    return Ok(None);
                }
                break;
            }
            read_any = true;
            let end = buffer.iter().position(|&byte| byte == b'\n');
            let part = &buffer[..end.unwrap_or(buffer.len())];
            length += part.len();
            // Keep the whole line while it fits, then only its start.
            let room = if length <= self.limit + 1 {
                self.limit + 1
            } else {
                KEPT_START
            };
            kept.truncate(room);
            let take = part.len().min(room.saturating_sub(kept.len()));
            kept.extend_from_slice(&part[..take]);
            let used = end.map_or(buffer.len(), |end| end + 1);
            self.input.consume(used);
            if end.is_some() {
                break;
            }
        }
        if kept.last() == Some(&b'\r') && length <= self.limit + 1 {
            kept.pop();
            length -= 1;
        }
        let text = String::from_utf8_lossy(&kept).into_owned();
        Ok(Some(if length > self.limit {
            InputLine::TooLong {
                bytes: length,
                start: text.chars().take(QUOTE_CHARS).collect(),
            }
        } else {
            InputLine::Text(text)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], limit: usize) -> Vec<InputLine> {
        // A tiny buffer, so lines arrive in many pieces as from a pipe.
        let reader = io::BufReader::with_capacity(3, input);
        let mut reader = LineReader::with_limit(reader, limit);
        std::iter::from_fn(|| reader.next_line().unwrap()).collect()
    }

    fn text(line: &str) -> InputLine {
        InputLine::Text(line.to_owned())
    }

    #[test]
    fn lines_end_in_lf_or_crlf_and_a_last_line_needs_no_end() {
        assert_eq!(
            lines(b"START 15\r\nBEGIN\n\nEND", 64),
            [text("START 15"), text("BEGIN"), text(""), text("END")]
        );
        assert!(lines(b"", 64).is_empty());
    }

    #[test]
    fn a_line_at_the_limit_is_read_and_one_byte_more_is_refused_with_its_start() {
        let at_limit = "x".repeat(10);
        assert_eq!(
            lines(format!("{at_limit}\r\n").as_bytes(), 10),
            [text(&at_limit)]
        );
        let over = format!("INFO {}\nABOUT\n", "y".repeat(100));
        assert_eq!(
            lines(over.as_bytes(), 10),
            [
                InputLine::TooLong {
                    bytes: 105,
                    start: format!("INFO {}", "y".repeat(QUOTE_CHARS - 5)),
                },
                text("ABOUT"),
            ]
        );
    }

    #[test]
    fn a_huge_line_is_dropped_without_being_kept_and_its_reply_is_short() {
        let huge = vec![b'z'; 8 << 20];
        let mut reader = LineReader::new(io::BufReader::new(&huge[..]));
        let Some(InputLine::TooLong { bytes, start }) = reader.next_line().unwrap() else {
            panic!("a line over the bound");
        };
        assert_eq!(bytes, 8 << 20);
        assert!(too_long_reply(bytes, &start).len() < 200);
        assert_eq!(reader.next_line().unwrap(), None);
    }

    #[test]
    fn bytes_that_are_not_utf8_become_replacement_characters() {
        assert_eq!(lines(b"AB\xffC\n", 64), [text("AB\u{fffd}C")]);
    }
}
