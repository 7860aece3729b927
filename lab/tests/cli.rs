//! The lab's command-line programs' options (parsed with clap): `--help` lists them and exits
//! 0, `--version` prints the version, and an unknown option or a bad value exits 2 with an error
//! that names it. None of these runs a game or a search, except the hand fit's small run. The
//! brain's own are in `engine/tests/cli.rs`.

use std::process::{Command, Output, Stdio};

const ARENA: &str = env!("CARGO_BIN_EXE_gomoku-arena");
const DATAGEN: &str = env!("CARGO_BIN_EXE_gomoku-datagen");
const TUNE: &str = env!("CARGO_BIN_EXE_gomoku-tune");
const RATE: &str = env!("CARGO_BIN_EXE_gomoku-rate");

fn run(program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Exits 2 with an error on stderr that mentions every one of `names`, and nothing on stdout.
fn refused(program: &str, args: &[&str], names: &[&str]) {
    let output = run(program, args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    let message = stderr(&output);
    assert!(message.starts_with("error: "), "{args:?}: {message}");
    for name in names {
        assert!(
            message.contains(name),
            "{args:?} should name {name}: {message}"
        );
    }
    assert!(stdout(&output).is_empty(), "{args:?}: {output:?}");
}

#[test]
fn help_exits_0_and_lists_every_option() {
    let programs: [(&str, &str, &[&str]); 3] = [
        (
            ARENA,
            "gomoku-arena",
            &[
                "--engine",
                "--name",
                "--engine-dir",
                "--games",
                "--rule",
                "--size",
                "--turn-ms",
                "--engine-turn-ms",
                "--nodes",
                "--engine-nodes",
                "--scaling",
                "--match-ms",
                "--tolerance-ms",
                "--openings",
                "--balanced",
                "--seed",
                "--concurrency",
                "--sprt",
                "--out",
                "--summary",
                "--save-openings",
                "--convert",
                "--from-games",
                "--loser-to-move",
                "--won-by",
                "--distance",
            ],
        ),
        (
            DATAGEN,
            "gomoku-datagen",
            &[
                "--out",
                "--rule",
                "--games",
                "--nodes",
                "--seed",
                "--threads",
                "--random-plies",
                "--balanced",
                "--hash",
            ],
        ),
        (
            TUNE,
            "gomoku-tune",
            &[
                "--out",
                "--lambda",
                "--score-scale",
                "--epochs",
                "--lr",
                "--l2",
                "--batch",
                "--seed",
                "--holdout-every",
                "--hand",
                "--steps",
                "DATA",
            ],
        ),
    ];
    for (program, name, options) in programs {
        for flag in ["--help", "-h"] {
            let output = run(program, &[flag]);
            assert_eq!(output.status.code(), Some(0), "{name} {flag}: {output:?}");
            let help = stdout(&output);
            assert!(help.contains(&format!("Usage: {name}")), "{help}");
            for option in options {
                assert!(
                    help.contains(option),
                    "{name} {flag} lacks {option}: {help}"
                );
            }
        }
    }
}

#[test]
fn help_shows_the_defaults() {
    let help = stdout(&run(ARENA, &["--help"]));
    for default in [
        "(default 10;",
        "(default 1000;",
        "[default: 300]",
        "[default: 8]",
    ] {
        assert!(help.contains(default), "{help}");
    }
    let help = stdout(&run(DATAGEN, &["--help"]));
    for default in ["[default: 1000]", "[default: 12000]", "[default: 16]"] {
        assert!(help.contains(default), "{help}");
    }
    let help = stdout(&run(TUNE, &["--help"]));
    for default in ["[default: 0.5]", "[default: 400]", "[default: 256]"] {
        assert!(help.contains(default), "{help}");
    }
}

#[test]
fn version_prints_the_name_and_version() {
    let version = env!("CARGO_PKG_VERSION");
    for (program, name) in [
        (ARENA, "gomoku-arena"),
        (DATAGEN, "gomoku-datagen"),
        (TUNE, "gomoku-tune"),
        (RATE, "gomoku-rate"),
    ] {
        for flag in ["--version", "-V"] {
            let output = run(program, &[flag]);
            assert_eq!(output.status.code(), Some(0), "{name} {flag}: {output:?}");
            assert_eq!(stdout(&output).trim_end(), format!("{name} {version}"));
        }
    }
}

#[test]
fn an_unknown_option_exits_2_and_is_named() {
    refused(
        ARENA,
        &["--engine", "a", "--engine", "b", "--bogus", "1"],
        &["--bogus"],
    );
    refused(DATAGEN, &["--out", "x.tsv", "--colour"], &["--colour"]);
    refused(
        TUNE,
        &["--out", "w.bin", "--verbose", "data.tsv"],
        &["--verbose"],
    );
}

#[test]
fn a_bad_value_exits_2_and_names_the_option() {
    let engines = ["--engine", "a", "--engine", "b"];
    for (option, value) in [
        ("--games", "abc"),
        ("--size", "99"),
        ("--size", "big"),
        ("--turn-ms", "1.5"),
        ("--rule", "chess"),
        ("--sprt", "0"),
        ("--sprt", "zero,ten"),
        ("--concurrency", "two"),
        ("--convert", "0"),
        ("--nodes", "0"),
        ("--nodes", "5k"),
        ("--engine-nodes", "-1"),
        ("--engine-turn-ms", "soon"),
        ("--scaling", "0"),
        ("--scaling", "1000,x"),
        ("--scaling", ""),
    ] {
        let args = [&engines[..], &[option, value]].concat();
        refused(ARENA, &args, &[option, value]);
    }
    for (option, value) in [
        ("--games", "abc"),
        ("--threads", "-2"),
        ("--nodes", "1e4"),
        ("--rule", "chess"),
    ] {
        refused(
            DATAGEN,
            &["--out", "x.tsv", option, value],
            &[option, value],
        );
    }
    for (option, value) in [("--lambda", "nan"), ("--lr", "fast"), ("--epochs", "-1")] {
        refused(
            TUNE,
            &["--out", "w.bin", option, value, "d.tsv"],
            &[option, value],
        );
    }
}

#[test]
fn what_clap_cannot_check_is_refused_with_a_clear_message() {
    refused(ARENA, &[], &["--engine"]);
    refused(ARENA, &["--engine", "a"], &["exactly two --engine"]);
    refused(
        ARENA,
        &["--engine", "a", "--engine", "b", "--engine", "c"],
        &["exactly two --engine"],
    );
    let missing = std::env::temp_dir().join(format!("no-such-openings-{}", std::process::id()));
    for (option, message) in [
        ("--openings", "--openings"),
        ("--engine-dir", "no such folder"),
    ] {
        let args = [
            "--engine",
            "a",
            "--engine",
            "b",
            option,
            missing.to_str().unwrap(),
        ];
        refused(ARENA, &args, &[option, message]);
    }
    refused(
        ARENA,
        &["--engine", "a", "--engine", "b", "--convert", "40"],
        &["--convert", "--openings FILE or --from-games FILE"],
    );
    for option in ["--engine-nodes", "--engine-turn-ms"] {
        let three = [option, "1", option, "2", option, "3"];
        refused(
            ARENA,
            &[&["--engine", "a", "--engine", "b"][..], &three].concat(),
            &[option, "at most two"],
        );
    }
    // The scaling mode sets both engines' budgets and plays every opening; the SPRT's
    // pairs have no place under the conversion test.
    for (first, second) in [
        (&["--scaling", "1000,2000"][..], &["--nodes", "500"][..]),
        (&["--scaling", "1000,2000"], &["--engine-nodes", "500"]),
        (&["--scaling", "1000,2000"], &["--sprt", "0,30"]),
        (&["--sprt", "0,30"], &["--convert", "40"]),
    ] {
        let args = [&["--engine", "a", "--engine", "b"][..], first, second].concat();
        refused(ARENA, &args, &[first[0], second[0]]);
    }
    refused(
        ARENA,
        &[
            "--engine",
            "a",
            "--engine",
            "b",
            "--from-games",
            "games.txt",
        ],
        &["--convert"],
    );
    // The defence test's choices of position need the games to take them from.
    for option in [&["--loser-to-move"][..], &["--won-by", "ours"]] {
        refused(
            ARENA,
            &[
                &["--engine", "a", "--engine", "b", "--convert", "40"],
                option,
            ]
            .concat(),
            &["--from-games"],
        );
    }
    let junk = std::env::temp_dir().join(format!("junk-games-{}.txt", std::process::id()));
    std::fs::write(&junk, "1 black=a white=b black wins (five) h8h8\n").unwrap();
    let args = [
        "--engine",
        "a",
        "--engine",
        "b",
        "--convert",
        "40",
        "--from-games",
    ];
    refused(
        ARENA,
        &[&args[..], &[junk.to_str().unwrap()]].concat(),
        &["--from-games", "line 1"],
    );
    let _ = std::fs::remove_file(junk);
    refused(DATAGEN, &[], &["--out"]);
    refused(TUNE, &["--out", "w.bin"], &["DATA"]);
    refused(TUNE, &["data.tsv"], &["--out"]);
    refused(
        TUNE,
        &["--hand", "--out", "w.bin", "data.tsv"],
        &["--hand", "--out"],
    );
}

#[test]
fn the_hand_fit_prints_tables_ready_for_the_engine() {
    let dir = std::env::temp_dir().join(format!("gomoku-cli-hand-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data.tsv");
    let made = run(
        DATAGEN,
        &[
            "--out",
            data.to_str().unwrap(),
            "--games",
            "6",
            "--nodes",
            "300",
        ],
    );
    assert!(made.status.success(), "{made:?}");
    let fit = run(
        TUNE,
        &[
            "--hand",
            "--steps",
            "20",
            "--score-scale",
            "840",
            data.to_str().unwrap(),
        ],
    );
    assert!(fit.status.success(), "{fit:?}");
    let tables = stdout(&fit);
    for line in [
        "pub const HAND_FREESTYLE: HandTables = HandTables::symmetric(",
        "], // pattern",
        "], // own",
        "], // their",
        ", // tempo",
    ] {
        assert!(tables.contains(line), "{tables}");
    }
    assert!(stderr(&fit).contains("held-out"), "{fit:?}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn values_that_look_like_options_are_still_values() {
    // A negative SPRT bound, negative reals for the tuner (their size is what counts) and
    // repeated options (the last one wins) parse as before; a missing data file then fails the
    // tuner's run itself (status 1), not its options.
    let dir = std::env::temp_dir().join(format!("gomoku-cli-{}", std::process::id()));
    let missing = dir.join("missing.tsv");
    let output = run(
        TUNE,
        &[
            "--out",
            dir.join("w.bin").to_str().unwrap(),
            "--lr",
            "-2",
            "--l2",
            "-1e-4",
            "--epochs",
            "1",
            "--epochs",
            "2",
            missing.to_str().unwrap(),
        ],
    );
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(stderr(&output).starts_with("gomoku-tune: "), "{output:?}");
    // The --sprt value and the last --size get past the parser: the missing openings file is
    // what stops the arena, before any game.
    let output = run(
        ARENA,
        &[
            "--engine",
            "a",
            "--engine",
            "b",
            "--sprt",
            "-5,5",
            "--size",
            "13",
            "--size",
            "15",
            "--openings",
            missing.to_str().unwrap(),
        ],
    );
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(stderr(&output).contains("error: --openings"), "{output:?}");
}

#[test]
fn rate_fits_results_and_refuses_junk_and_unjoined_players() {
    let dir = std::env::temp_dir().join(format!("gomoku-rate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A summary as gomoku-arena --summary writes it: W L D score elo low high.
    let summary = dir.join("20-10.sum");
    std::fs::write(&summary, "64 36 0 0.6400 100.0 30.0 170.0\n").unwrap();
    let pairing = format!("20:10:{}", summary.display());
    let output = run(RATE, &["10:0:64-36-0", &pairing]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let table = stdout(&output);
    let elo = |player: &str| -> f64 {
        let row = table
            .lines()
            .find(|line| line.starts_with(&format!("| {player} |")))
            .unwrap_or_else(|| panic!("no row for {player}: {table}"));
        row.split('|').nth(2).unwrap().trim().parse().unwrap()
    };
    assert_eq!(elo("0"), 0.0);
    assert!((elo("10") - 100.0).abs() < 2.0, "{table}");
    assert!((elo("20") - 200.0).abs() < 3.0, "{table}");
    refused(RATE, &["10:0:many"], &["10:0:many"]);
    refused(RATE, &["ten:0:5-5-0"], &["ten"]);
    refused(RATE, &["10:0:5-5-0", "30:20:5-5-0"], &["20, 30"]);
    refused(RATE, &["10:0:9-0-0"], &["unbounded"]);
    std::fs::remove_dir_all(&dir).ok();
}
