//! Scripted runs of the real game, for checks a person would otherwise do by hand: the frame
//! time while the AI thinks (`--frame-report`) and screenshots of chosen screens
//! (`--screenshot`). A scripted run never reads or writes the player's saved settings.

use crate::sides::Stone;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use gomoku_engine::opening::{OpeningRule, Role};
use gomoku_engine::{Level, Rule};

use crate::ai::AiWorker;
use crate::i18n::Language;
use crate::persistence::{Storage, parse_game};
use crate::screens::Screen;
use crate::session::{GameCommand, Session};
use crate::settings::{Mode, Settings};

/// What a scripted run should do; empty for a normal game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ScriptOptions {
    pub frame_report: Option<f32>,
    /// The desktop window's size in logical pixels.
    pub window_size: Option<(u32, u32)>,
    pub screenshot: Option<String>,
    pub at: Option<f32>,
    pub position: Option<String>,
    pub screen: Option<Screen>,
    pub mode: Option<Mode>,
    pub human: Option<Stone>,
    pub level: Option<Level>,
    pub rule: Option<Rule>,
    pub move_time_ms: Option<u32>,
    pub show_pv: bool,
    pub numbers: bool,
    pub language: Option<Language>,
    pub analyse: bool,
    /// Review the loaded game.
    pub review: bool,
    pub opening: Option<OpeningRule>,
    pub seat: Option<Role>,
    /// A puzzle to open by id, and an attacker move to play in it.
    pub puzzle: Option<String>,
    pub puzzle_move: Option<String>,
}

impl ScriptOptions {
    pub fn is_scripted(&self) -> bool {
        *self != ScriptOptions::default()
    }

    /// The options a link to the browser build may carry, from its query string: `position=`
    /// (a position string), `analyse`, `review`, `screen=play|review|edit|menu`, `lang=en|zh`;
    /// e.g. `?position=h8i9h9&analyse`. A link with options opens that position without touching
    /// the saved game or settings. What is not understood is returned to be reported.
    pub fn from_page_query(query: &str) -> (ScriptOptions, Vec<String>) {
        let mut options = ScriptOptions::default();
        let mut ignored = Vec::new();
        for pair in query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
        {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match (key, value) {
                ("position", moves) if !moves.is_empty() => {
                    options.position = Some(moves.to_owned())
                }
                ("analyse", "") => options.analyse = true,
                ("review", "") => options.review = true,
                ("screen", "play") => options.screen = Some(Screen::Playing),
                ("screen", "review") => options.screen = Some(Screen::Review),
                ("screen", "edit") => options.screen = Some(Screen::Edit),
                ("screen", "menu") => options.screen = Some(Screen::Menu),
                ("lang", "en") => options.language = Some(Language::English),
                ("lang", "zh") => options.language = Some(Language::Chinese),
                _ => ignored.push(pair.to_owned()),
            }
        }
        if options.review && options.position.is_none() {
            options.review = false;
            ignored.push("review (it needs a position)".to_owned());
        }
        (options, ignored)
    }
}

/// CPU nanoseconds used so far by the threads that run the app's schedules: the main thread
/// and Bevy's compute pool (not the render thread, the audio thread, the async pool where
/// the engine searches, or the software rasteriser's threads). Linux only: `None` elsewhere.
fn schedule_cpu_ns() -> Option<u64> {
    let mut total = 0;
    let main_name = std::fs::read_to_string("/proc/self/comm").ok()?;
    for entry in std::fs::read_dir("/proc/self/task").ok()? {
        let dir = entry.ok()?.path();
        let name = std::fs::read_to_string(dir.join("comm")).unwrap_or_default();
        if name == main_name || name.starts_with("Compute Task Po") {
            let stat = std::fs::read_to_string(dir.join("schedstat")).unwrap_or_default();
            total += stat
                .split_whitespace()
                .next()
                .and_then(|ns| ns.parse::<u64>().ok())
                .unwrap_or(0);
        }
    }
    Some(total)
}

/// Main-thread time per frame, while the engine thinks and while it does not.
#[derive(Resource, Default)]
struct FrameStats {
    frame_start: Option<(Instant, Option<u64>)>,
    /// CPU time of the schedule threads per frame (ms), while the AI thinks.
    thinking_cpu_ms: Vec<f32>,
    frames: u32,
    longest_interval_ms: f32,
    /// Wall time from the frame's first schedule to its last, in ms.
    thinking_ms: Vec<f32>,
    idle_ms: Vec<f32>,
    moves_at_start: Option<usize>,
}

/// Median, 99th percentile and maximum of `values`.
fn summary(values: &mut [f32]) -> (f32, f32, f32) {
    values.sort_by(f32::total_cmp);
    let at = |p: f32| {
        values
            .get(((values.len() as f32 - 1.0) * p).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    (at(0.5), at(0.99), at(1.0))
}

pub(super) fn plugin(app: &mut App) {
    let options = app
        .world()
        .get_resource::<ScriptOptions>()
        .cloned()
        .unwrap_or_default();
    if !options.is_scripted() {
        return;
    }
    app.insert_resource(Storage::Disabled)
        .init_resource::<FrameStats>()
        .add_systems(Startup, apply_script)
        .add_systems(
            PostStartup,
            open_scripted_puzzle.after(crate::puzzles::ReopenSet),
        )
        .add_systems(Update, play_scripted_puzzle_move)
        .add_systems(
            Update,
            (open_scripted_editor, start_scripted_review).after(crate::session::SessionSet::Apply),
        )
        .add_systems(First, start_frame)
        .add_systems(Last, (end_frame, finish).chain());
}

fn apply_script(
    options: Res<ScriptOptions>,
    mut settings: ResMut<Settings>,
    mut session: ResMut<Session>,
    mut commands: MessageWriter<GameCommand>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut infinite: ResMut<crate::ai::InfiniteAnalysis>,
) {
    if options.frame_report.is_some() {
        settings.mode = Mode::AiVsAi;
        settings.set_level(Level::Master);
    }
    if let Some(mode) = options.mode {
        settings.mode = mode;
    }
    if let Some(human) = options.human {
        settings.human_color = human;
    }
    if let Some(level) = options.level {
        settings.set_level(level);
    }
    if let Some(rule) = options.rule {
        settings.rule = rule;
    }
    if let Some(ms) = options.move_time_ms {
        settings.move_time_ms = ms;
    }
    if let Some(language) = options.language {
        settings.language = language;
    }
    if let Some(opening) = options.opening {
        settings.opening_rule = opening;
    }
    if let Some(seat) = options.seat {
        settings.swap_role = seat;
    }
    infinite.on |= options.analyse;
    settings.show_pv |= options.show_pv;
    settings.show_move_numbers |= options.numbers;
    *session = Session::new(crate::session::new_game(&settings));
    if options.position.is_none()
        && options.opening.is_some()
        && options.screen != Some(Screen::Menu)
    {
        // Only a new game sets up the opening rule's phase.
        commands.write(GameCommand::NewGame);
    }
    if let Some(position) = &options.position {
        match parse_game(position, session.game().options()) {
            Ok((game, _)) => {
                commands.write(GameCommand::Load {
                    game: Box::new(game),
                    source: "script".to_owned(),
                    extras: crate::persistence::parse_extras(position),
                });
            }
            Err(error) => error!("--position: {error}"),
        }
    }
    // A position to analyse or review stays paused (nobody is asked to move); one to play on
    // is played.
    let study = options.position.is_some() && (options.analyse || options.review);
    let screen = options.screen.unwrap_or(if study {
        Screen::Review
    } else if options.position.is_some()
        || options.frame_report.is_some()
        || options.puzzle.is_some()
    {
        Screen::Playing
    } else {
        Screen::Menu
    });
    // The editor opens on the loaded position once it is shown (`open_scripted_editor`).
    next_screen.set(if screen == Screen::Edit {
        Screen::Review
    } else {
        screen
    });
    if screen == Screen::Playing && options.position.is_some() {
        // Loading pauses for review; resume right after so the AI plays on.
        commands.write(GameCommand::Resume);
    }
}

/// `--screen edit`: the editor on the position given, once it is on the board.
fn open_scripted_editor(
    options: Res<ScriptOptions>,
    screen: Res<State<Screen>>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut edits: MessageWriter<crate::editor::EditorCommand>,
) {
    let loaded = options.position.is_none() || session.game().ply() > 0;
    if options.screen == Some(Screen::Edit) && !*done && *screen.get() == Screen::Review && loaded {
        *done = true;
        edits.write(crate::editor::EditorCommand::Open);
    }
}

/// `--review`: the loaded game's review, once it is on the board.
fn start_scripted_review(
    options: Res<ScriptOptions>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut reviews: MessageWriter<crate::review::ReviewCommand>,
) {
    if options.review && !*done && session.game().total_plies() > 0 {
        *done = true;
        reviews.write(crate::review::ReviewCommand::Start);
    }
}

/// `--puzzle ID`: after the saved puzzle (if any) would have been reopened.
fn open_scripted_puzzle(
    options: Res<ScriptOptions>,
    mut puzzles: MessageWriter<crate::puzzles::PuzzleCommand>,
) {
    if let Some(id) = &options.puzzle {
        puzzles.write(crate::puzzles::PuzzleCommand::OpenId(id.clone()));
    }
}

/// `--puzzle-move POINT`: played once, when the puzzle is on the board and the attacker is to
/// move.
fn play_scripted_puzzle_move(
    options: Res<ScriptOptions>,
    active: Res<crate::puzzles::ActivePuzzle>,
    session: Res<Session>,
    mut done: Local<bool>,
    mut commands: MessageWriter<GameCommand>,
) {
    let (Some(id), Some(text)) = (&options.puzzle, &options.puzzle_move) else {
        return;
    };
    let Some(puzzle) = active.puzzle.as_ref().filter(|p| &p.id == id) else {
        return;
    };
    if *done || session.game().ply() != puzzle.position.len() {
        return;
    }
    *done = true;
    match gomoku_engine::notation::parse_point(text, session.game().size()) {
        Ok(point) => {
            commands.write(GameCommand::Place {
                point,
                by: crate::session::Actor::Human,
            });
        }
        Err(error) => error!("--puzzle-move: {error}"),
    }
}

fn start_frame(mut stats: ResMut<FrameStats>) {
    stats.frame_start = Some((Instant::now(), schedule_cpu_ns()));
}

fn end_frame(mut stats: ResMut<FrameStats>, worker: Res<AiWorker>, time: Res<Time>) {
    let Some((start, cpu_start)) = stats.frame_start.take() else {
        return;
    };
    stats.frames += 1;
    // The first frames build pipelines and fonts; they say nothing about the AI.
    if stats.frames < 30 {
        return;
    }
    let work = start.elapsed().as_secs_f32() * 1000.0;
    if worker.thinking().is_some() {
        stats.longest_interval_ms = stats.longest_interval_ms.max(time.delta_secs() * 1000.0);
        stats.thinking_ms.push(work);
        if let (Some(begin), Some(end)) = (cpu_start, schedule_cpu_ns()) {
            stats
                .thinking_cpu_ms
                .push(end.saturating_sub(begin) as f32 / 1e6);
        }
    } else {
        stats.idle_ms.push(work);
    }
}

fn finish(
    mut commands: Commands,
    options: Res<ScriptOptions>,
    time: Res<Time>,
    session: Res<Session>,
    mut stats: ResMut<FrameStats>,
    mut shot_taken: Local<bool>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = time.elapsed_secs();
    let moves_at_start = *stats.moves_at_start.get_or_insert(session.game().ply());
    if let Some(path) = &options.screenshot {
        let at = options.at.unwrap_or(3.0);
        if !*shot_taken && now >= at {
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()));
            *shot_taken = true;
        } else if *shot_taken && now >= at + 1.0 && options.frame_report.is_none() {
            exit.write(AppExit::Success);
        }
    }
    if let Some(seconds) = options.frame_report
        && now >= seconds
    {
        println!(
            "frame report: {} frames over {:.1} s; AI moves played: {}",
            stats.frames,
            now,
            session.game().ply().saturating_sub(moves_at_start),
        );
        let FrameStats {
            thinking_ms,
            idle_ms,
            thinking_cpu_ms,
            ..
        } = &mut *stats;
        for (label, values) in [
            ("while the AI thinks", thinking_ms),
            ("while it does not", idle_ms),
            (
                "while the AI thinks, CPU time of the schedule threads",
                thinking_cpu_ms,
            ),
        ] {
            let count = values.len();
            let (median, p99, longest) = summary(values);
            println!(
                "main-thread work per frame {label} ({count} frames): median {median:.2} ms, p99 {p99:.2} ms, longest {longest:.2} ms"
            );
        }
        println!(
            "longest interval between frames while thinking: {:.2} ms",
            stats.longest_interval_ms
        );
        exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_opens_a_position_for_analysis_or_review_and_reports_the_rest() {
        let (options, ignored) =
            ScriptOptions::from_page_query("?position=h8i9h9&analyse&lang=zh&screen=review");
        assert_eq!(options.position.as_deref(), Some("h8i9h9"));
        assert!(options.analyse && !options.review);
        assert_eq!(options.language, Some(Language::Chinese));
        assert_eq!(options.screen, Some(Screen::Review));
        assert!(ignored.is_empty() && options.is_scripted());
        let (options, ignored) = ScriptOptions::from_page_query("review&junk=1&screen=credits");
        assert!(!options.review, "a review needs a position");
        assert_eq!(ignored.len(), 3, "{ignored:?}");
        assert_eq!(
            ScriptOptions::from_page_query("").0,
            ScriptOptions::default()
        );
    }
}
