//! Property tests for the text parsers: no input makes them panic, what the formatters write
//! reads back unchanged, and the protocol's command parser says what is wrong with what it
//! rejects.

use gomoku_engine::Rule;
use gomoku_engine::bounded::Excerpt;
use gomoku_engine::diagram::parse_diagram;
use gomoku_engine::notation::{
    format_gomocup, format_moves, format_point, parse_gomocup, parse_moves, parse_point,
};
use gomoku_engine::protocol::{Command, CommandError, parse_command};
use gomoku_engine::psq::{PsqRecord, parse_psq, write_psq};
use gomoku_engine::record::GameRecord;
use gomoku_engine::{BoardSize, Point};
use proptest::prelude::*;

fn board_size() -> impl Strategy<Value = BoardSize> {
    (5u32..=22).prop_map(|edge| BoardSize::new(edge).expect("5..=22 is supported"))
}

fn sized_point() -> impl Strategy<Value = (BoardSize, Point)> {
    board_size().prop_flat_map(|size| {
        let edge = size.get();
        (Just(size), 0..edge, 0..edge).prop_map(|(size, x, y)| (size, Point::new(x, y)))
    })
}

/// A board size and some distinct points on it, in random order.
fn sized_moves() -> impl Strategy<Value = (BoardSize, Vec<Point>)> {
    board_size().prop_flat_map(|size| {
        let points: Vec<Point> = size.points().collect();
        let most = points.len().min(80);
        let moves = proptest::sample::subsequence(points, 0..=most).prop_shuffle();
        (Just(size), moves)
    })
}

/// Arbitrary text: any Unicode, or arbitrary bytes decoded lossily.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        prop::collection::vec(any::<u8>(), 0..300)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
    ]
}

/// Text assembled from pieces of the notations, so that the parsers get past their first checks.
/// A carriage return only ever comes right before a line feed.
fn grammar_text() -> impl Strategy<Value = String> {
    let pieces = vec![
        "Piskvorky ",
        "Piskvorky 15x15, 11:11, 0\n",
        "Piskvorky 20x20, 0:0, 1\r\n",
        "x",
        ",",
        ":",
        " ",
        "\t",
        "\n",
        "\r\n",
        "-",
        "+",
        "0",
        "1",
        "5",
        "8",
        "15",
        "22",
        "23",
        "007",
        "99999999999999999999",
        "a",
        "h",
        "H",
        "o",
        "v",
        "z",
        "é",
        "\u{feff}",
        "\u{2003}",
        "ß",
        "-1\n",
        "8,8,0\n",
        "9,9,1\n",
        "pbrain.exe\n",
    ];
    let headers = vec![
        "",
        "Piskvorky 15x15, 11:11, 0\n",
        "Piskvorky 5x5, 1:0, 1\r\n",
    ];
    let body = prop::collection::vec(prop::sample::select(pieces), 0..40);
    (prop::sample::select(headers), body)
        .prop_map(|(header, parts)| header.to_owned() + &parts.concat())
}

/// Whether the trimmed `line` starts like a psq move, `[sign]digits[blanks],`.
fn looks_like_move(line: &str) -> bool {
    let rest = line.strip_prefix(['-', '+']).unwrap_or(line);
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    digits > 0
        && rest[digits..]
            .trim_start_matches([' ', '\t'])
            .starts_with(',')
}

/// Trailer lines that [`write_psq`] can write and [`parse_psq`] read back: no line breaks, and the
/// first non-blank line does not look like a move.
fn trailer() -> impl Strategy<Value = Vec<String>> {
    let line = prop_oneof![
        "[^\r\n]{0,24}",
        "[a-z0-9 .,\\-]{0,16}",
        Just("-1".to_owned()),
        Just("0,Freestyle15_1".to_owned()),
    ];
    prop::collection::vec(line, 0..6).prop_filter("trailer must not start with a move", |lines| {
        lines
            .iter()
            .map(|line| line.trim())
            .find(|line| !line.is_empty())
            .is_none_or(|line| !looks_like_move(line))
    })
}

fn psq_record() -> impl Strategy<Value = PsqRecord> {
    (sized_moves(), any::<[u32; 2]>(), any::<bool>(), trailer()).prop_flat_map(
        |((size, moves), levels, second_player_starts, trailer)| {
            let times = prop::collection::vec(any::<u32>(), moves.len());
            times.prop_map(move |times_ms| PsqRecord {
                size,
                levels,
                second_player_starts,
                moves: moves.clone(),
                times_ms,
                trailer: trailer.clone(),
            })
        },
    )
}

/// Runs every parser on `text`; returning at all is the test.
fn parse_everything(text: &str, size: BoardSize) {
    if let Ok(point) = parse_point(text, size) {
        assert!(size.contains(point));
        assert_eq!(parse_point(&format_point(point, size), size), Ok(point));
    }
    if let Ok(moves) = parse_moves(text, size) {
        assert!(moves.iter().all(|&p| size.contains(p)));
        assert_eq!(parse_moves(&format_moves(&moves, size), size), Ok(moves));
    }
    if let Ok(point) = parse_gomocup(text, size) {
        assert!(size.contains(point));
        assert_eq!(parse_gomocup(&format_gomocup(point), size), Ok(point));
    }
    if let Ok(record) = parse_psq(text) {
        assert_eq!(record.moves.len(), record.times_ms.len());
        assert!(record.moves.iter().all(|&p| record.size.contains(p)));
    }
    // Error messages must render too.
    let _ = parse_point(text, size).map_err(|e| e.to_string());
    let _ = parse_moves(text, size).map_err(|e| e.to_string());
    let _ = parse_gomocup(text, size).map_err(|e| e.to_string());
    let _ = parse_psq(text).map_err(|e| e.to_string());
    let _ = text.parse::<Rule>().map_err(|e| e.to_string());
    let _ = GameRecord::from_json(text).map_err(|e| e.to_string());
    if let Ok(diagram) = parse_diagram(text) {
        // A diagram that parses always yields a board, and the board's own drawing reads back.
        let board = diagram.to_board(None);
        let again = parse_diagram(&board.to_string()).expect("a drawn board is a diagram");
        assert_eq!(again.stones, diagram.stones);
    }
}

proptest! {
    #[test]
    fn parsers_survive_arbitrary_text(text in any_text(), size in board_size()) {
        parse_everything(&text, size);
    }

    #[test]
    fn parsers_survive_notation_shaped_text(text in grammar_text(), size in board_size()) {
        parse_everything(&text, size);
        // Without lone carriage returns, whatever reads as a record writes back the same.
        if let Ok(record) = parse_psq(&text) {
            prop_assert_eq!(parse_psq(&write_psq(&record)), Ok(record));
        }
    }

    #[test]
    fn points_round_trip((size, point) in sized_point()) {
        prop_assert_eq!(parse_point(&format_point(point, size), size), Ok(point));
        let upper = format_point(point, size).to_uppercase();
        prop_assert_eq!(parse_point(&format!(" {upper}\n"), size), Ok(point));
        prop_assert_eq!(parse_gomocup(&format_gomocup(point), size), Ok(point));
    }

    #[test]
    fn moves_round_trip((size, moves) in sized_moves()) {
        let text = format_moves(&moves, size);
        prop_assert_eq!(parse_moves(&text, size), Ok(moves.clone()));
        let spaced: Vec<String> = moves.iter().map(|&p| format_point(p, size)).collect();
        prop_assert_eq!(parse_moves(&spaced.join(" "), size), Ok(moves));
    }

    #[test]
    fn repeated_moves_are_rejected((size, moves) in sized_moves(), pick in any::<prop::sample::Index>()) {
        prop_assume!(!moves.is_empty());
        let mut doubled = moves.clone();
        doubled.push(moves[pick.index(moves.len())]);
        prop_assert!(parse_moves(&format_moves(&doubled, size), size).is_err());
    }

    #[test]
    fn psq_records_round_trip(record in psq_record()) {
        let text = write_psq(&record);
        prop_assert_eq!(parse_psq(&text), Ok(record.clone()));
        prop_assert_eq!(parse_psq(&text.replace('\n', "\r\n")), Ok(record));
    }
}

proptest! {
    /// Diagram-shaped text (grids of cell characters, sometimes ragged or with stray characters)
    /// either parses into a board that draws back to the same stones, or is refused; never a panic.
    #[test]
    fn diagrams_parse_or_are_refused(
        rows in prop::collection::vec("[XO.*?xo+ ]{3,24}|[a-z ]{0,30}|[0-9]{1,2} [XO. ]{4,30}", 0..25),
    ) {
        parse_everything(&rows.join("\n"), BoardSize::STANDARD);
    }
}

/// Protocol lines built from the protocol's own words, numbers and junk.
fn protocol_line() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("START".to_string()),
        Just("TURN".to_string()),
        Just("BOARD".to_string()),
        Just("YXBOARD".to_string()),
        Just("SWAP2BOARD".to_string()),
        Just("DONE".to_string()),
        Just("TAKEBACK".to_string()),
        Just("PLAY".to_string()),
        Just("INFO".to_string()),
        Just("YXSHOWFORBID".to_string()),
        Just("RESTART".to_string()),
        "[ -~]{0,12}",
    ];
    let argument = prop_oneof![
        "-?[0-9]{1,3}",
        "-?[0-9]{1,2},-?[0-9]{1,2}",
        "[0-9]{1,2},[0-9]{1,2},[0-9]",
        "[ -~]{0,8}"
    ];
    (word, argument).prop_map(|(w, a)| format!("{w} {a}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_brain_never_panics_on_protocol_junk(lines in proptest::collection::vec(protocol_line(), 1..40)) {
        use gomoku_engine::protocol::{Brain, BrainOptions, Effect};
        let mut brain = Brain::new(BrainOptions::default());
        // Searches stay tiny so the property runs fast.
        brain.handle("INFO max_depth 1");
        brain.handle("INFO max_node 200");
        for line in lines {
            if let Effect::Think(job) = brain.handle(&line) {
                let outcome = job.run(&gomoku_engine::StopFlag::new(), &mut |_| {});
                let replies = brain.finish(outcome);
                prop_assert!(!replies.is_empty());
            }
            prop_assert!(!brain.is_thinking());
        }
    }
}

/// Lines for the command parser: every command word of the protocol in any case, with arguments
/// of every shape the parser looks for (numbers, points, stone lines, junk), and bare stone
/// lines.
fn command_line() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        prop::sample::select(vec![
            "START",
            "RECTSTART",
            "RESTART",
            "BEGIN",
            "TURN",
            "BOARD",
            "YXBOARD",
            "SWAP2BOARD",
            "DONE",
            "TAKEBACK",
            "PLAY",
            "END",
            "ABOUT",
            "INFO",
            "YXSTOP",
            "YXSHOWFORBID",
            "YXNBEST",
        ])
        .prop_map(str::to_owned),
        "[a-zA-Z]{1,12}",
        "[ -~]{0,12}",
    ];
    let word =
        (word, any::<bool>()).prop_map(|(w, lower)| if lower { w.to_lowercase() } else { w });
    let argument = prop_oneof![
        Just(String::new()),
        "-?[0-9]{1,12}",
        "-?[0-9]{1,3} ?, ?-?[0-9]{1,3}",
        "[0-9]{1,2},[0-9]{1,2},-?[0-9]{1,3}",
        "[0-9]{1,2},[0-9]{1,2},[0-9]{1,2},[0-9]",
        "[a-z_]{1,12} [ -~]{0,8}",
        "[ -~]{0,12}",
        any::<String>(),
    ];
    prop_oneof![
        (word, " {0,2}", argument).prop_map(|(w, gap, a)| format!("{w}{gap}{a}")),
        "[0-9]{1,3}(,[0-9a-z-]{0,3}){0,3}",
        "[ \t\r\u{feff}]{0,3}",
    ]
}

/// What a rejection must name: the offending text (which comes from the line), or the command
/// and its argument.
fn check_rejection(line: &str, error: &CommandError) {
    let message = error.to_string();
    assert!(
        !message.trim().is_empty(),
        "`{line}`: empty message for {error:?}"
    );
    let quoted = |text: &str| {
        assert!(
            line.contains(text),
            "`{line}`: {error:?} quotes `{text}`, which is not in the line"
        );
        // A long text is quoted by its start only.
        let shown = Excerpt(text).to_string();
        assert!(
            message.contains(&shown),
            "`{line}`: the message `{message}` does not quote `{shown}`"
        );
    };
    match error {
        CommandError::Empty => {
            let blank = |c: char| c.is_whitespace() || c == '\u{feff}';
            assert!(line.chars().all(blank), "`{line}` is not blank");
        }
        CommandError::Unknown(text) => {
            assert!(
                line.contains(text.as_str()),
                "`{line}` does not hold `{text}`"
            );
            quoted(
                text.split_whitespace()
                    .next()
                    .expect("an unknown line is not blank"),
            );
        }
        CommandError::MissingArgument { command, argument } => {
            assert!(
                line.to_uppercase().contains(command),
                "`{line}` has no {command}"
            );
            assert!(
                message.contains(command) && message.contains(argument),
                "{message}"
            );
        }
        CommandError::InvalidArgument {
            command,
            argument,
            got,
        }
        | CommandError::OutOfRange {
            command,
            argument,
            got,
            ..
        } => {
            assert!(
                !got.is_empty(),
                "`{line}`: {error:?} names an empty argument"
            );
            quoted(got);
            assert!(
                message.contains(command) && message.contains(argument),
                "{message}"
            );
        }
        CommandError::NotAPoint { got }
        | CommandError::BadCoordinate { got, .. }
        | CommandError::NotAStone { got }
        | CommandError::BadField { got } => quoted(got),
        CommandError::OffBoard(point) => {
            for coordinate in [point.x, point.y] {
                assert!(message.contains(&coordinate.to_string()), "{message}");
            }
        }
    }
    // Only an off-board point has an underlying error to point to.
    let source = std::error::Error::source(error);
    assert_eq!(
        source.is_some(),
        matches!(error, CommandError::OffBoard(_)),
        "{error:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    /// No line makes the command parser panic, in a stone block or out of one; what it refuses,
    /// it says why, naming the offending text or the command and its argument; and a stone line
    /// it accepts has a field of 0 to 3.
    #[test]
    fn commands_parse_or_say_what_is_wrong(
        line in prop_oneof![command_line(), any_text()],
        in_block in any::<bool>(),
    ) {
        match parse_command(&line, in_block) {
            Ok(Command::Stone(_, field)) => prop_assert!(in_block && field <= 3),
            Ok(_) => {}
            Err(error) => check_rejection(&line, &error),
        }
    }
}
