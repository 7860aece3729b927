//! Terminal Gomoku / Renju for two players on one keyboard, built on the engine. (The Bevy game
//! replaces this front end; the engine underneath stays the same.)
//!
//! Reads commands from stdin, so it also works with piped input: see `help` or README.md.

mod session;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use gomoku_engine::{BoardSize, GameOptions, Rule};

use session::Session;

const USAGE: &str = "\
usage: gomoku [--rule freestyle|standard|renju|caro] [--size 5..22] [--strict] [--moves h8i9..]

Two players take turns typing moves (h8 style). Type `help` for the commands.";

fn parse_args(args: &[String]) -> Result<(GameOptions, Option<String>), String> {
    let mut options = GameOptions::default();
    let mut moves = None;
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let mut value = |name: &str| {
            iter.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--rule" => {
                options.rule = value("--rule")?
                    .parse::<Rule>()
                    .map_err(|e| e.to_string())?
            }
            "--size" => {
                let text = value("--size")?;
                let edge = text
                    .parse::<u32>()
                    .map_err(|_| format!("--size {text:?} is not a number"))?;
                options.size = BoardSize::new(edge).map_err(|e| e.to_string())?;
            }
            "--strict" => options.strict_forbidden = true,
            "--moves" => moves = Some(value("--moves")?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    Ok((options, moves))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (options, moves) = match parse_args(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let mut session = Session::new(options);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if let Some(moves) = moves
        && let Err(message) = session.load_position(&moves)
    {
        eprintln!("--moves: {message}");
        return ExitCode::from(2);
    }
    let _ = writeln!(out, "{}", session.render());
    let _ = write!(out, "{}", session.prompt());
    let _ = out.flush();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match session.command(&line) {
            Ok(reply) if reply.quit => break,
            Ok(reply) => {
                if !reply.text.is_empty() {
                    let _ = writeln!(out, "{}", reply.text);
                }
            }
            Err(message) => {
                let _ = writeln!(out, "error: {message}");
            }
        }
        let _ = write!(out, "{}", session.prompt());
        let _ = out.flush();
    }
    let _ = writeln!(out);
    ExitCode::SUCCESS
}
