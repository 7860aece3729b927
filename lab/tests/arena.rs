//! Arena smoke tests: two rungs of our ladder play full games over the protocol; a brain that
//! cannot start, answers junk or never moves loses.

mod support;

use std::path::PathBuf;
use std::time::Duration;

use gomoku_engine::psq::parse_psq;
use gomoku_engine::{BoardSize, Color, Rule};
use gomoku_lab::arena::{
    ArenaConfig, EngineLimits, Outcome, parse_openings, play_game, position_key, run_match,
    write_games,
};
use support::pbrain;

fn brain(level: &str) -> String {
    format!("{} --level {level}", pbrain())
}

fn config(engines: [String; 2], out_dir: Option<PathBuf>) -> ArenaConfig {
    let size = BoardSize::STANDARD;
    ArenaConfig {
        engines,
        names: ["first".into(), "second".into()],
        dirs: [None, None],
        rule: Rule::Freestyle,
        size,
        limits: [EngineLimits::turn(Duration::from_millis(300)); 2],
        match_time: None,
        tolerance: Duration::from_millis(2_000),
        openings: parse_openings("0,0, 1,0, 0,2\n", size).unwrap(),
        convert: None,
        games: 2,
        concurrency: 2,
        threads: None,
        sprt: None,
        out_dir,
    }
}

#[test]
fn two_rungs_play_a_short_match_to_the_end() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-test-{}", std::process::id()));
    let config = config([brain("medium"), brain("beginner")], Some(dir.clone()));
    let mut seen = 0;
    let result = run_match(&config, &mut |_, _, _| seen += 1);
    let (tally, games) = (result.tally, result.games);
    assert_eq!(seen, 2);
    assert_eq!(tally.games(), 2);
    assert_eq!(
        result.pairs.pairs(),
        1,
        "the two games are one opening's pair"
    );
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(game.moves.len() >= 9, "{game:?}");
        if let Outcome::Win { reason, .. } = &game.outcome {
            assert_eq!(reason, "five", "{game:?}");
        }
    }
    assert!(
        games[0].first_is_black && !games[1].first_is_black,
        "colours swap per opening"
    );
    write_games(&config, &games).unwrap();
    let record = parse_psq(&std::fs::read_to_string(dir.join("game_0001.psq")).unwrap()).unwrap();
    assert_eq!(record.moves, games[0].moves);
    assert_eq!(
        std::fs::read_to_string(dir.join("games.txt"))
            .unwrap()
            .lines()
            .count(),
        2
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_brain_that_cannot_start_or_answers_junk_loses() {
    let config = config(
        ["/nonexistent/pbrain-nothing".into(), brain("beginner")],
        None,
    );
    let (outcome, _, _) = play_game(&config, &config.openings[0], true);
    match outcome {
        Outcome::Win { color, reason } => {
            assert_eq!(color, Color::White);
            assert!(reason.contains("could not start"), "{reason}");
        }
        Outcome::Draw => panic!("a missing brain must lose"),
    }
    // `cat` echoes `START 15` instead of `OK`.
    let config = self::config([brain("beginner"), "cat".into()], None);
    let (outcome, _, _) = play_game(&config, &config.openings[0], true);
    assert!(
        matches!(
            outcome,
            Outcome::Win {
                color: Color::Black,
                ..
            }
        ),
        "{outcome:?}"
    );
}

#[test]
fn a_brain_starts_in_its_engine_dir_and_finds_its_files_there() {
    // The brain reads `weights.bin` from its working folder, as Rapfi reads `config.toml`.
    let dir = std::env::temp_dir().join(format!("gomoku-arena-dir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let weights = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/weights/eval.bin");
    std::fs::copy(weights, dir.join("weights.bin")).unwrap();
    let reading = format!("{} --level beginner --weights weights.bin", pbrain());
    let mut config = config([reading, brain("beginner")], None);
    // Started in the arena's folder, it does not find the file and loses at once.
    let (outcome, _, _) = play_game(&config, &config.openings[0], true);
    assert!(
        matches!(
            outcome,
            Outcome::Win {
                color: Color::White,
                ..
            }
        ),
        "{outcome:?}"
    );
    // Started in its folder, it plays the game out.
    config.dirs = [Some(dir.clone()), None];
    let (outcome, moves, _) = play_game(&config, &config.openings[0], true);
    if let Outcome::Win { reason, .. } = &outcome {
        assert!(reason.contains("five"), "{reason}");
    }
    assert!(moves.len() >= 9, "{moves:?}");
    let _ = std::fs::remove_dir_all(dir);
}

/// A match of the beginner (black) against a brain in `sh` that answers `START` and then
/// never moves, in a folder of its own named for `name`.
fn against_a_silent_brain(name: &str) -> (ArenaConfig, PathBuf) {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("silent.sh");
    std::fs::write(
        &script,
        "while read line; do case \"$line\" in START*) echo OK;; esac; done\n",
    )
    .unwrap();
    let mut config = config(
        [brain("beginner"), format!("sh {}", script.display())],
        None,
    );
    config.tolerance = Duration::from_millis(200);
    (config, dir)
}

/// The silent brain's game: black wins on its time.
fn assert_the_silent_brain_loses_on_time(config: &ArenaConfig) {
    let (outcome, _, _) = play_game(config, &config.openings[0], true);
    match outcome {
        Outcome::Win { color, reason } => {
            assert_eq!(color, Color::Black);
            assert!(reason.contains("timed out"), "{reason}");
        }
        Outcome::Draw => panic!("a silent brain must lose"),
    }
}

#[test]
fn a_brain_that_never_moves_loses_on_time() {
    let (config, dir) = against_a_silent_brain("silent");
    assert_the_silent_brain_loses_on_time(&config);
    let _ = std::fs::remove_dir_all(dir);
}

/// A brain in `sh` that answers `ERROR` to its first `errors` turns and then plays along the
/// top edge, one point further each turn.
fn erring_brain(dir: &std::path::Path, errors: u32) -> String {
    let script = dir.join(format!("erring-{errors}.sh"));
    std::fs::write(
        &script,
        format!(
            "n=0; e=0\n\
             while read -r line; do case \"$line\" in\n\
             START*) echo OK;;\n\
             DONE|BEGIN|TURN*) if [ $e -lt {errors} ]; then e=$((e+1)); echo \"ERROR Unknown command: 3,8\";\n\
             else echo \"$n,0\"; n=$((n+1)); fi;;\n\
             esac; done\n"
        ),
    )
    .unwrap();
    format!("sh {}", script.display())
}

#[test]
fn an_error_answer_gets_the_turn_once_more_and_a_second_one_loses() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-erring-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The opening leaves white to move: the erring brain gets a BOARD block first, then TURNs.
    let config = self::config([brain("beginner"), erring_brain(&dir, 1)], None);
    let (outcome, moves, _) = play_game(&config, &config.openings[0], true);
    assert!(
        moves.len() > 5,
        "the game went on after the error: {moves:?}"
    );
    if let Outcome::Win { reason, .. } = &outcome {
        assert!(!reason.contains("ERROR"), "{reason}");
    }
    // Two errors for one turn: the brain loses, and the reason quotes its answer.
    let config = self::config([brain("beginner"), erring_brain(&dir, 2)], None);
    let (outcome, moves, _) = play_game(&config, &config.openings[0], true);
    assert_eq!(moves.len(), 3, "no move was played after the opening");
    match outcome {
        Outcome::Win { color, reason } => {
            assert_eq!(color, Color::Black);
            assert!(reason.contains("ERROR Unknown command"), "{reason}");
        }
        Outcome::Draw => panic!("a brain that keeps answering ERROR must lose"),
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn openings_are_parsed_in_offset_format_and_junk_is_refused() {
    let size = BoardSize::STANDARD;
    let openings = parse_openings("# comment\n0,0, 1,1, -1,2\n\n2,-1 0,0\n", size).unwrap();
    assert_eq!(openings.len(), 2);
    assert_eq!(openings[0].len(), 3);
    assert_eq!((openings[0][1].x(), openings[0][1].y()), (8, 8));
    assert!(
        parse_openings("0,0, 0,0\n", size).is_err(),
        "repeated point"
    );
    assert!(parse_openings("0,0, 9,9\n", size).is_err(), "off the board");
    assert!(parse_openings("0,0, 1\n", size).is_err(), "odd count");
    assert!(parse_openings("a,b\n", size).is_err());
    assert!(parse_openings("\n# nothing\n", size).is_err());
}

#[test]
fn the_arena_binary_writes_a_summary_line_and_the_openings_it_played() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-summary-{}", std::process::id()));
    let summary = dir.join("summary.txt");
    let openings = dir.join("nested").join("openings.txt");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_gomoku-arena"))
        .args([
            "--engine",
            &brain("beginner"),
            "--engine",
            &brain("beginner"),
        ])
        .args(["--games", "2", "--turn-ms", "200", "--balanced", "1"])
        .args(["--sprt", "0,30", "--summary"])
        .arg(&summary)
        .arg("--save-openings")
        .arg(&openings)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let line = std::fs::read_to_string(&summary).unwrap();
    let fields: Vec<&str> = line.trim_end().split(' ').collect();
    assert_eq!(fields.len(), 20, "{line}");
    let counts: Vec<u32> = fields[..3].iter().map(|f| f.parse().unwrap()).collect();
    assert_eq!(counts.iter().sum::<u32>(), 2, "{line}");
    // The one opening's pair, in one of the five pentanomial classes.
    let pairs: Vec<u32> = fields[7..12].iter().map(|f| f.parse().unwrap()).collect();
    assert_eq!(pairs.iter().sum::<u32>(), 1, "{line}");
    for field in fields[3..7].iter().chain(&fields[12..19]) {
        field.parse::<f64>().unwrap();
    }
    assert!(["H0", "H1", "continue"].contains(&fields[19]), "{line}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("\npairs LL "), "{stdout}");
    assert!(stdout.contains(", LLR "), "{stdout}");
    let played = parse_openings(
        &std::fs::read_to_string(&openings).unwrap(),
        BoardSize::STANDARD,
    )
    .unwrap();
    assert_eq!(played.len(), 1);
    assert_eq!(played[0].len(), 3);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_thread_count_is_sent_to_both_brains_and_none_without_one() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Each brain's input goes through `tee` to a file of its own (the arena splits a command
    // at spaces, so the pipe lives in a script).
    let recorded = |name: &str| {
        let log = dir.join(format!("{name}.txt"));
        let script = dir.join(format!("{name}.sh"));
        let line = format!("tee {} | {}\n", log.display(), brain("beginner"));
        std::fs::write(&script, line).unwrap();
        (log, format!("sh {}", script.display()))
    };
    for threads in [Some(2), None] {
        let (first_log, first) = recorded("first");
        let (second_log, second) = recorded("second");
        let mut config = config([first, second], None);
        config.threads = threads;
        let (_, moves, _) = play_game(&config, &config.openings[0], true);
        assert!(moves.len() > 3, "the game was played: {moves:?}");
        for log in [first_log, second_log] {
            let input = std::fs::read_to_string(&log).unwrap();
            let sent = input.lines().any(|line| line == "INFO thread_num 2");
            assert_eq!(sent, threads.is_some(), "{threads:?}: {input}");
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn each_engine_gets_its_own_node_budget_and_time_per_move() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-nodes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let recorded = |name: &str| {
        let log = dir.join(format!("{name}.txt"));
        let script = dir.join(format!("{name}.sh"));
        let line = format!("tee {} | {}\n", log.display(), pbrain());
        std::fs::write(&script, line).unwrap();
        (log, format!("sh {}", script.display()))
    };
    let (first_log, first) = recorded("first");
    let (second_log, second) = recorded("second");
    let mut config = config([first, second], None);
    config.limits = [
        EngineLimits::nodes(3_000),
        EngineLimits::turn(Duration::from_millis(300)),
    ];
    // The second engine, on its clock, plays black this time.
    let (_, moves, _) = play_game(&config, &config.openings[0], false);
    assert!(moves.len() > 3, "the game was played: {moves:?}");
    let first = std::fs::read_to_string(&first_log).unwrap();
    let second = std::fs::read_to_string(&second_log).unwrap();
    assert!(first.lines().any(|l| l == "INFO max_node 3000"), "{first}");
    assert!(
        first.lines().any(|l| l == "INFO timeout_turn 60000"),
        "{first}"
    );
    assert!(!second.contains("max_node"), "{second}");
    assert!(
        second.lines().any(|l| l == "INFO timeout_turn 300"),
        "{second}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_brain_that_hangs_under_a_node_budget_still_loses_on_time() {
    let (mut config, dir) = against_a_silent_brain("hang");
    config.limits[1] = EngineLimits {
        turn: Duration::from_millis(200),
        nodes: Some(1_000),
    };
    assert_the_silent_brain_loses_on_time(&config);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_scaling_mode_plays_every_budget_on_the_same_openings_and_sums_each_up() {
    let dir = std::env::temp_dir().join(format!("gomoku-arena-scaling-{}", std::process::id()));
    let summary = dir.join("summary.txt");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_gomoku-arena"))
        .args(["--engine", pbrain(), "--engine", pbrain()])
        .args(["--games", "2", "--balanced", "1", "--scaling", "500,2000"])
        .arg("--out")
        .arg(&dir)
        .arg("--summary")
        .arg(&summary)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("each budget of 500, 2000 nodes a move"),
        "{stdout}"
    );
    assert!(
        stdout.contains("== 500 nodes: 500 nodes (60000 ms guard) a move"),
        "{stdout}"
    );
    assert!(stdout.contains("[2000] game   2: "), "{stdout}");
    let curve: Vec<&str> = stdout
        .lines()
        .skip_while(|line| !line.starts_with("scaling: "))
        .skip(1)
        .collect();
    assert_eq!(curve.len(), 2, "{stdout}");
    assert!(
        curve[0].trim_start().starts_with("500 nodes: 2 games +"),
        "{stdout}"
    );
    assert!(
        curve[1].trim_start().starts_with("2000 nodes: 2 games"),
        "{stdout}"
    );
    assert!(
        curve.iter().all(|line| line.contains("pairs LL ")),
        "{stdout}"
    );
    // A summary line per budget, the budget first, then the usual fields.
    let lines: Vec<Vec<String>> = std::fs::read_to_string(&summary)
        .unwrap()
        .lines()
        .map(|line| line.split(' ').map(String::from).collect())
        .collect();
    assert_eq!(lines.len(), 2);
    for (fields, budget) in lines.iter().zip(["500", "2000"]) {
        assert_eq!(fields.len(), 17, "{fields:?}");
        assert_eq!(fields[0], budget);
        let pairs: u32 = fields[8..13]
            .iter()
            .map(|f| f.parse::<u32>().unwrap())
            .sum();
        assert_eq!(pairs, 1, "{fields:?}");
    }
    // Each budget's games in a folder of its own, on the same opening.
    let opening = |budget: &str| {
        let games = std::fs::read_to_string(dir.join(format!("nodes-{budget}/games.txt"))).unwrap();
        let line = games.lines().next().unwrap();
        let moves = line.rsplit(' ').next().unwrap();
        moves[..6].to_string()
    };
    assert_eq!(opening("500"), opening("2000"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_conversion_test_plays_each_position_once_from_the_side_to_move() {
    let size = BoardSize::STANDARD;
    // Black to move with an open three (six stones), then white to move with one (seven).
    let positions = "0,0, -7,-7, 1,0, -7,-5, 2,0, 7,7\n-7,-7, 0,0, -7,-5, 1,0, 7,7, 2,0, 7,5\n";
    let mut config = config([brain("beginner"), brain("beginner")], None);
    config.openings = parse_openings(positions, size).unwrap();
    config.games = 2;
    config.convert = Some(20);
    let result = run_match(&config, &mut |_, _, _| {});
    let (tally, games) = (result.tally, result.games);
    assert_eq!(result.pairs.pairs(), 0, "no pairs under --convert");
    assert_eq!(
        (tally.wins, tally.losses, tally.draws),
        (2, 0, 0),
        "{games:?}"
    );
    assert!(games[0].first_is_black && !games[1].first_is_black);
    assert_eq!(games[0].opening, 0);
    assert_eq!(games[1].opening, 1);
    // One ply is too few for a five: not converted.
    config.convert = Some(1);
    let result = run_match(&config, &mut |_, _, _| {});
    let (tally, games) = (result.tally, result.games);
    assert_eq!((tally.wins, tally.losses, tally.draws), (0, 0, 2));
    assert_eq!(games[0].moves.len(), 7);
    assert_eq!(games[1].moves.len(), 8);
}

/// `moves` replay under `rule` on the standard board, a strict referee judging (it plays a
/// forbidden move by black and ends the game on it), and leave the game going.
fn assert_in_play(rule: Rule, moves: &[gomoku_engine::Point]) {
    let options = gomoku_engine::game::GameOptions {
        rule,
        size: BoardSize::STANDARD,
        strict_forbidden: true,
    };
    let game = gomoku_engine::game::Game::from_moves(options, moves).unwrap();
    assert!(game.result().is_none(), "{rule:?}: already over: {moves:?}");
}

#[test]
fn the_conversion_and_defence_test_positions_are_sixty_games_in_progress_a_rule() {
    let size = BoardSize::STANDARD;
    for (rule, text) in [
        (
            Rule::Freestyle,
            include_str!("../data/conversion-freestyle.txt"),
        ),
        (Rule::Renju, include_str!("../data/conversion-renju.txt")),
        (
            Rule::Freestyle,
            include_str!("../data/defence-freestyle.txt"),
        ),
        (Rule::Renju, include_str!("../data/defence-renju.txt")),
    ] {
        let positions = parse_openings(text, size).unwrap();
        assert_eq!(positions.len(), 60, "{rule:?}");
        for moves in positions {
            assert!(moves.len() >= 6, "{rule:?}: {moves:?}");
            assert_in_play(rule, &moves);
        }
    }
}

#[test]
fn the_kept_opening_sets_are_twenty_six_distinct_three_stone_openings() {
    let size = BoardSize::STANDARD;
    let sets = [
        (
            Rule::Freestyle,
            include_str!("../data/openings/freestyle-s1.txt"),
        ),
        (
            Rule::Freestyle,
            include_str!("../data/openings/freestyle-s2.txt"),
        ),
        (
            Rule::Freestyle,
            include_str!("../data/openings/freestyle-s3.txt"),
        ),
        (
            Rule::Freestyle,
            include_str!("../data/openings/freestyle-s4.txt"),
        ),
        (Rule::Renju, include_str!("../data/openings/renju-s1.txt")),
        (Rule::Renju, include_str!("../data/openings/renju-s2.txt")),
        (Rule::Renju, include_str!("../data/openings/renju-s3.txt")),
        (Rule::Renju, include_str!("../data/openings/renju-s4.txt")),
    ];
    for (rule, text) in sets {
        let openings = parse_openings(text, size).unwrap();
        assert_eq!(openings.len(), 26, "{rule:?}");
        for (index, moves) in openings.iter().enumerate() {
            assert_eq!(moves.len(), 3, "{rule:?}: {moves:?}");
            assert!(
                !openings[..index].contains(moves),
                "{rule:?}: {moves:?} twice"
            );
            assert_in_play(rule, moves);
        }
    }
}

#[test]
fn the_fixed_sets_of_500_are_distinct_three_stone_openings_legal_under_their_rule() {
    use std::collections::HashSet;
    let size = BoardSize::STANDARD;
    for (rule, text) in [
        (
            Rule::Freestyle,
            include_str!("../data/openings/freestyle-500.txt"),
        ),
        (Rule::Renju, include_str!("../data/openings/renju-500.txt")),
    ] {
        assert!(
            text.starts_with("# "),
            "{rule:?}: the header says how it was made"
        );
        let openings = parse_openings(text, size).unwrap();
        assert_eq!(openings.len(), 500, "{rule:?}");
        let mut positions = HashSet::new();
        for moves in &openings {
            assert_eq!(moves.len(), 3, "{rule:?}: {moves:?}");
            assert!(
                positions.insert(position_key(moves, size.center())),
                "{rule:?}: {moves:?} is another opening turned or mirrored"
            );
            assert_in_play(rule, moves);
        }
    }
}
