//! The game's command line (desktop builds only; the browser build has none): clap turns it
//! into the [`ScriptOptions`] of a scripted run, or prints help, the version, or an error
//! that names the bad option.

use crate::sides::Stone;
use clap::{Parser, ValueEnum};
use gomoku_engine::opening::{OpeningRule, Role};
use gomoku_engine::{Level, Rule};

use crate::i18n::Language;
use crate::screens::Screen;
use crate::scripted_run::ScriptOptions;
use crate::settings::Mode;

/// Gomoku / Renju with a strong engine.
///
/// With no options the game starts normally. The options below make a scripted run, used to
/// check frame times and take screenshots; a scripted run leaves the saved settings alone.
#[derive(Parser, Debug)]
#[command(name = "gomoku", version)]
pub struct Cli {
    /// Play AI vs AI at Master for SECS seconds, print the longest main-thread frame while the
    /// AI was thinking, and exit.
    #[arg(long, value_name = "SECS", value_parser = non_negative, allow_negative_numbers = true)]
    frame_report: Option<f32>,
    /// Save a screenshot of the window to PATH (PNG), then exit.
    #[arg(long, value_name = "PATH")]
    screenshot: Option<String>,
    /// When to take the screenshot, in seconds after start [default: 3].
    #[arg(long, value_name = "SECS", value_parser = non_negative, allow_negative_numbers = true)]
    at: Option<f32>,
    /// Start from these moves, a position string such as h8i9h9.
    #[arg(long, value_name = "MOVES")]
    position: Option<String>,
    /// The screen to show [default: play when a position is given].
    #[arg(long, value_name = "NAME")]
    screen: Option<ScreenArg>,
    /// Who sits at the board.
    #[arg(long, value_name = "NAME")]
    mode: Option<ModeArg>,
    /// The human's colour against the AI.
    #[arg(long, value_name = "COLOR")]
    human: Option<ColorArg>,
    /// The AI's level: beginner, novice, casual, easy, medium, skilled, hard, expert, master
    /// (or 1-9).
    #[arg(long, value_name = "NAME")]
    level: Option<Level>,
    /// The rule: freestyle, standard, renju or caro.
    #[arg(long, value_name = "NAME")]
    rule: Option<Rule>,
    /// The AI's time per move, in milliseconds.
    #[arg(long = "move-time", value_name = "MS")]
    move_time_ms: Option<u32>,
    /// Show the AI's line on the board.
    #[arg(long)]
    show_pv: bool,
    /// Show move numbers on the stones.
    #[arg(long)]
    numbers: bool,
    /// The interface language: en, zh-CN (or zh), zh-TW, ja, ko, vi or ru.
    #[arg(long, value_name = "TAG", value_parser = language_tag)]
    language: Option<Language>,
    /// The opening rule: none, swap or swap2 (freestyle, standard), soosorv8 or taraguchi10
    /// (renju).
    #[arg(long, value_name = "NAME")]
    opening: Option<OpeningRule>,
    /// The person's seat under an opening rule against the AI (proposer: renju's tentative
    /// black).
    #[arg(long, value_name = "SEAT")]
    seat: Option<SeatArg>,
    /// Turn on infinite analysis of the shown position.
    #[arg(long)]
    analyse: bool,
    /// Review the game given with --position (the time per move is the saved setting).
    #[arg(long, requires = "position")]
    review: bool,
    /// Open this puzzle of the built-in set (its id, e.g. r-0004).
    #[arg(long, value_name = "ID")]
    puzzle: Option<String>,
    /// In the puzzle, play this move as the attacker once it is shown (the engine answers).
    #[arg(long, value_name = "POINT", requires = "puzzle")]
    puzzle_move: Option<String>,
    /// The window's size in logical pixels, e.g. 390x844 (a phone upright) [default: 1180x800].
    #[arg(long, value_name = "WxH", value_parser = window_size)]
    window_size: Option<(u32, u32)>,
}

/// A window size `WIDTHxHEIGHT`, each side from 200 to 8000 logical pixels.
fn window_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("expected WIDTHxHEIGHT such as 390x844, each 200 to 8000, not `{text}`");
    let (width, height) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (200..=8000).contains(n))
    };
    Ok((side(width).ok_or_else(bad)?, side(height).ok_or_else(bad)?))
}

#[derive(ValueEnum, Copy, Clone, Debug)]
enum ScreenArg {
    Menu,
    Play,
    Review,
    /// The position editor.
    Edit,
}

#[derive(ValueEnum, Copy, Clone, Debug)]
enum ModeArg {
    /// One person against the AI.
    Human,
    /// Two people at one board.
    Hotseat,
    /// The AI plays both sides.
    Demo,
}

#[derive(ValueEnum, Copy, Clone, Debug)]
enum ColorArg {
    Black,
    White,
}

#[derive(ValueEnum, Copy, Clone, Debug)]
enum SeatArg {
    Proposer,
    Chooser,
}

/// A language of the game by its tag (`ja`, `zh-TW`) or a system locale name (`ja_JP.UTF-8`).
fn language_tag(text: &str) -> Result<Language, String> {
    crate::i18n::language_from_tags([text])
        .ok_or_else(|| "expected en, zh-CN, zh-TW, ja, ko, vi or ru".to_owned())
}

/// Seconds: a finite number, zero or more.
fn non_negative(text: &str) -> Result<f32, String> {
    match text.parse::<f32>() {
        Ok(seconds) if seconds.is_finite() && seconds >= 0.0 => Ok(seconds),
        _ => Err("expected a number of seconds, 0 or more".to_owned()),
    }
}

impl From<Cli> for ScriptOptions {
    fn from(cli: Cli) -> ScriptOptions {
        ScriptOptions {
            frame_report: cli.frame_report,
            window_size: cli.window_size,
            screenshot: cli.screenshot,
            at: cli.at,
            position: cli.position,
            screen: cli.screen.map(|screen| match screen {
                ScreenArg::Menu => Screen::Menu,
                ScreenArg::Play => Screen::Playing,
                ScreenArg::Review => Screen::Review,
                ScreenArg::Edit => Screen::Edit,
            }),
            mode: cli.mode.map(|mode| match mode {
                ModeArg::Human => Mode::HumanVsAi,
                ModeArg::Hotseat => Mode::HumanVsHuman,
                ModeArg::Demo => Mode::AiVsAi,
            }),
            human: cli.human.map(|color| match color {
                ColorArg::Black => Stone::Black,
                ColorArg::White => Stone::White,
            }),
            level: cli.level,
            rule: cli.rule,
            move_time_ms: cli.move_time_ms,
            show_pv: cli.show_pv,
            numbers: cli.numbers,
            language: cli.language,
            analyse: cli.analyse,
            review: cli.review,
            opening: cli.opening,
            seat: cli.seat.map(|seat| match seat {
                SeatArg::Proposer => Role::Proposer,
                SeatArg::Chooser => Role::Chooser,
            }),
            puzzle: cli.puzzle,
            puzzle_move: cli.puzzle_move,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::error::ErrorKind;

    use super::*;

    /// Parses a command line written as one string (no option value here has a space).
    fn parse(line: &str) -> Result<ScriptOptions, clap::Error> {
        Cli::try_parse_from(std::iter::once("gomoku").chain(line.split_whitespace()))
            .map(ScriptOptions::from)
    }

    #[test]
    fn no_options_is_a_normal_game() {
        let options = parse("").unwrap();
        assert_eq!(options, ScriptOptions::default());
        assert!(!options.is_scripted());
    }

    #[test]
    fn every_option_reaches_the_script() {
        let options = parse(
            "--screenshot shot.png --at 2.5 --position h8i9h9 --screen review --mode hotseat \
             --human white --level 7 --rule renju --move-time 300 --show-pv --numbers \
             --language zh --puzzle r-0004 --puzzle-move h8 --opening swap2 --seat chooser \
             --analyse --window-size 390x844",
        )
        .unwrap();
        let expected = ScriptOptions {
            frame_report: None,
            window_size: Some((390, 844)),
            screenshot: Some("shot.png".into()),
            at: Some(2.5),
            position: Some("h8i9h9".into()),
            screen: Some(Screen::Review),
            mode: Some(Mode::HumanVsHuman),
            human: Some(Stone::White),
            level: Some(Level::Hard),
            rule: Some(Rule::Renju),
            move_time_ms: Some(300),
            show_pv: true,
            numbers: true,
            language: Some(Language::SimplifiedChinese),
            analyse: true,
            review: false,
            opening: Some(OpeningRule::Swap2),
            seat: Some(Role::Chooser),
            puzzle: Some("r-0004".into()),
            puzzle_move: Some("h8".into()),
        };
        assert_eq!(options, expected);
        let report = parse("--frame-report 8 --mode demo --level master");
        let report = report.unwrap();
        assert_eq!(report.frame_report, Some(8.0));
        assert_eq!(report.mode, Some(Mode::AiVsAi));
        assert_eq!(report.level, Some(Level::Master));
    }

    #[test]
    fn bad_input_names_the_option() {
        let unknown = parse("--levl easy").unwrap_err();
        assert_eq!(unknown.kind(), ErrorKind::UnknownArgument);
        assert!(unknown.to_string().contains("--level"), "{unknown}");
        for (args, option) in [
            ("--rule go", "--rule"),
            ("--level grandmaster", "--level"),
            ("--screen credits", "--screen"),
            ("--at -1", "--at"),
            ("--frame-report NaN", "--frame-report"),
            ("--move-time fast", "--move-time"),
            ("--language fr", "--language"),
            ("--window-size 390", "--window-size"),
            ("--window-size 100x844", "--window-size"),
            ("--window-size axb", "--window-size"),
        ] {
            let error = parse(args).unwrap_err();
            let kind = error.kind();
            assert!(
                matches!(kind, ErrorKind::InvalidValue | ErrorKind::ValueValidation),
                "{args:?}: {kind:?}"
            );
            assert!(error.to_string().contains(option), "{args:?}: {error}");
        }
        let missing = parse("--position").unwrap_err();
        assert!(missing.to_string().contains("--position"), "{missing}");
    }

    #[test]
    fn help_and_version_are_answers_not_errors() {
        let help = parse("--help").unwrap_err();
        assert_eq!(help.kind(), ErrorKind::DisplayHelp);
        assert!(help.to_string().contains("--screenshot"));
        let version = parse("--version").unwrap_err();
        assert_eq!(version.kind(), ErrorKind::DisplayVersion);
        assert!(version.to_string().contains(env!("CARGO_PKG_VERSION")));
    }
}
