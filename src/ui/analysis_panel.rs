//! The side panel's analysis: the engine's value as a bar and in words, depth, nodes, speed,
//! the best line and, while *Analyse* runs, the best moves with their lines.

use crate::sides::Stone;
use bevy::ecs::change_detection::DetectChangesMut;
use bevy_egui::egui;
use gomoku_engine::notation::format_point;
use gomoku_engine::{BoardSize, Score};

use crate::ai::{AnalysisLine, ShownAnalysis};
use crate::i18n::{Arg, Language, Msg, tr, tr_args};
use crate::screens::Screen;
use crate::session::GameCommand;
use crate::ui_kit::UiContext;

/// A score from black's point of view, in words and as black's winning chance.
fn black_view(score: Score, thinker: Stone, lang: Language) -> (String, f32) {
    let score = if thinker == Stone::Black {
        score
    } else {
        match score {
            Score::Eval(v) => Score::Eval(-v),
            Score::Win(n) => Score::Loss(n),
            Score::Loss(n) => Score::Win(n),
        }
    };
    let text = match score {
        Score::Eval(v) => format!("{:+.2}", f64::from(v) / 100.0),
        Score::Win(n) => tr_args(lang, Msg::BlackWinsIn, &[("n", Arg::from(n))]),
        Score::Loss(n) => tr_args(lang, Msg::WhiteWinsIn, &[("n", Arg::from(n))]),
    };
    (text, score.win_probability())
}

pub fn analysis(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    let Some(shown) = cx.analysis.shown(&cx.session) else {
        ui.label(egui::RichText::new(no_analysis_text(cx)).weak());
        return;
    };
    let line = shown.best();
    let (score_text, black_chance) = black_view(line.score, shown.thinker, lang);
    // While a search of this very position runs, its clock and the depth it works on.
    let searching_since = cx
        .analysis
        .thinking_since
        .filter(|_| shown.skip == 0 && cx.worker.thinking().is_some());
    let running = searching_since.map(|since| Running {
        since,
        now: cx.time.elapsed_secs(),
        live_nodes: cx.worker.live_nodes(),
    });
    evaluation_bar(ui, black_chance);
    let rows = figure_rows(score_text, black_chance, line, running, lang);
    egui::Grid::new("analysis_grid")
        .num_columns(2)
        .show(ui, |grid| {
            for (name, value) in rows {
                grid.label(tr(lang, name));
                grid.label(value);
                grid.end_row();
            }
        });
    search_stopped(ui, cx, &shown);
    ui.label(best_line_text(&shown, cx.session.game().size(), lang));
    best_moves(ui, cx);
    ui.checkbox(
        &mut cx.prefs.bypass_change_detection().show_pv,
        tr(lang, Msg::ShowTheLineOnThe),
    );
}

/// What the panel says while there is no analysis of the position on the board.
fn no_analysis_text(cx: &UiContext) -> &'static str {
    let lang = cx.prefs.language;
    let thinking_here = cx.analysis.thinking_since.is_some()
        && cx.analysis.position == Some(cx.session.position_key());
    if thinking_here {
        tr(lang, Msg::TheEngineIsLookingAt)
    } else {
        tr(lang, Msg::NoAnalysisOfThisPosition)
    }
}

/// A search of the shown position that is still running: when it started, the app's time now
/// and the nodes it has searched so far (where the backend can tell).
#[derive(Clone, Copy, Debug)]
struct Running {
    since: f32,
    now: f32,
    live_nodes: Option<u64>,
}

/// The analysis grid's rows, a name (untranslated) and its value each: the evaluation, the
/// winning chance, depth, nodes, speed and time.
fn figure_rows(
    score_text: String,
    black_chance: f32,
    line: &AnalysisLine,
    running: Option<Running>,
    lang: Language,
) -> [(Msg, String); 6] {
    let (nodes, speed, seconds) = search_counts(line, running);
    let chance = format!("{:.0}%", black_chance * 100.0);
    [
        (Msg::EvaluationBlack, score_text),
        (Msg::BlacksWinningChance, chance),
        (Msg::Depth, depth_text(line, running.is_some(), lang)),
        (Msg::Nodes, format_count(nodes)),
        (Msg::Speed, format!("{}/s", format_count(speed))),
        (Msg::Time, format!("{seconds:.1} s")),
    ]
}

/// The depth and selective depth reached; while the next depth is being searched it says so,
/// so that a long iteration does not look like a frozen one.
fn depth_text(line: &AnalysisLine, searching: bool, lang: Language) -> String {
    if searching {
        tr_args(
            lang,
            Msg::DepthSearching,
            &[
                ("d", Arg::from(line.depth)),
                ("s", Arg::from(line.seldepth)),
                ("n", Arg::from(line.depth + 1)),
            ],
        )
    } else {
        format!("{}/{}", line.depth, line.seldepth)
    }
}

/// Nodes, nodes per second and seconds: while the search runs, its live count and clock (the
/// report's are the last finished depth's), else the report's.
fn search_counts(line: &AnalysisLine, running: Option<Running>) -> (u64, u64, f32) {
    let live = running
        .and_then(|running| running.live_nodes)
        .filter(|&n| n > line.nodes);
    let seconds = running.map_or(line.elapsed.as_secs_f32(), |running| {
        running.now - running.since
    });
    let (nodes, speed) = match live {
        Some(nodes) => (nodes, (nodes as f64 / f64::from(seconds.max(0.001))) as u64),
        None => (line.nodes, line.nodes_per_second()),
    };
    (nodes, speed, seconds)
}

/// Under the grid, once *Analyse* has stopped by itself: proved, or at its deepest depth.
fn search_stopped(ui: &mut egui::Ui, cx: &UiContext, shown: &ShownAnalysis) {
    let lang = cx.prefs.language;
    let line = shown.best();
    let finished = shown.skip == 0
        && cx.analysis.purpose == Some(crate::ai::Purpose::Analyse)
        && cx.infinite.finished_at(cx.analysis.generation);
    if finished && (line.score.is_win() || line.score.is_loss()) {
        ui.label(
            egui::RichText::new(tr(lang, Msg::ProvedTheAnalysisHasStopped))
                .color(egui::Color32::from_rgb(150, 200, 150)),
        );
    } else if finished {
        ui.label(egui::RichText::new(tr(lang, Msg::TheSearchReachedItsDeepest)).weak());
    }
}

/// The best line's first twelve moves from the position on board; just after the engine's
/// own move, the rest of the line it expected.
fn best_line_text(shown: &ShownAnalysis, size: BoardSize, lang: Language) -> String {
    let pv: Vec<String> = shown
        .moves(shown.best())
        .iter()
        .take(12)
        .map(|&p| format_point(p, size))
        .collect();
    let best_line = if shown.skip > 0 {
        tr(lang, Msg::TheAiExpects)
    } else {
        tr(lang, Msg::BestLine)
    };
    format!("{best_line}: {}", pv.join(" "))
}

/// The analysis' best moves with their values for the side to move and their lines; a click
/// plays the move when the position is yours to play.
fn best_moves(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.prefs.language;
    let lines = crate::overlays::best_moves_shown(&cx.analysis, &cx.session);
    if lines.is_empty() {
        return;
    }
    let size = cx.session.game().size();
    // In review a move is a variation (the rest of the line is kept).
    let playable = !cx.session.is_over()
        && match *cx.screen.get() {
            Screen::Playing => !cx.session.ai_acts(&cx.setup),
            Screen::Review => true,
            _ => false,
        };
    let mut chosen = None;
    ui.label(egui::RichText::new(tr(lang, Msg::BestMovesForTheSide)).strong());
    egui::Grid::new("best_moves_grid")
        .num_columns(3)
        .striped(true)
        .show(ui, |grid| {
            for line in lines {
                let Some(&first) = line.pv.first() else {
                    continue;
                };
                let button = grid
                    .add_enabled(playable, egui::Button::new(format_point(first, size)))
                    .on_disabled_hover_text(tr(lang, Msg::ResumeTheGameToPlay));
                if button.clicked() {
                    chosen = Some(first);
                }
                grid.label(move_value(line, lang));
                let rest: Vec<String> = line
                    .pv
                    .iter()
                    .skip(1)
                    .take(8)
                    .map(|&p| format_point(p, size))
                    .collect();
                grid.label(egui::RichText::new(rest.join(" ")).weak());
                grid.end_row();
            }
        });
    if let Some(point) = chosen {
        cx.commands.write(GameCommand::Place {
            point,
            by: crate::session::Actor::Human,
        });
    }
}

/// A best move's value for the side to move: its winning chance, or a win or loss in so many.
fn move_value(line: &AnalysisLine, lang: Language) -> String {
    match line.score {
        Score::Eval(_) => format!("{}%", line.short_value()),
        Score::Win(n) => tr_args(lang, Msg::WinsIn, &[("n", Arg::from(n))]),
        Score::Loss(n) => tr_args(lang, Msg::LosesIn, &[("n", Arg::from(n))]),
    }
}

/// Black's winning chance as a bar: black's share from the left, on a light track with a
/// frame, so that a share near 100 % reads as black on the dark panel too.
fn evaluation_bar(ui: &mut egui::Ui, black_chance: f32) {
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), 16.0), egui::Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, egui::Color32::from_gray(235));
    let mut black_part = rect.shrink(2.0);
    black_part.set_width(black_part.width() * black_chance.clamp(0.0, 1.0));
    painter.rect_filled(black_part, 2.0, egui::Color32::from_gray(20));
    painter.rect_stroke(
        rect,
        3.0,
        egui::Stroke::new(1.0, egui::Color32::from_gray(160)),
        egui::StrokeKind::Inside,
    );
    painter.vline(
        rect.center().x,
        rect.y_range(),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(220, 60, 50)),
    );
}

fn format_count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1}k", n as f64 / 1e3),
        _ => format!("{:.2}M", n as f64 / 1e6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    // Expected texts are bound with `let`: the translation test (tests/game/translations.rs)
    // reads literals after `(` and `, ` in this file as interface text to translate.

    fn line(score: Score, nodes: u64, millis: u64) -> AnalysisLine {
        AnalysisLine {
            depth: 7,
            seldepth: 12,
            nodes,
            elapsed: Duration::from_millis(millis),
            score,
            pv: Vec::new(),
        }
    }

    #[test]
    fn the_depth_says_when_the_next_one_is_searched() {
        let line = line(Score::Eval(0), 100, 1000);
        assert_eq!(depth_text(&line, false, Language::English), "7/12");
        let searching = "7/12, searching 8";
        assert_eq!(depth_text(&line, true, Language::English), searching);
    }

    #[test]
    fn a_running_search_counts_live() {
        let line = line(Score::Eval(0), 2_000, 2_000);
        assert_eq!(search_counts(&line, None), (2_000, 1_000, 2.0));
        let running = |live_nodes| Running {
            since: 10.0,
            now: 14.0,
            live_nodes,
        };
        assert_eq!(
            search_counts(&line, Some(running(Some(8_000)))),
            (8_000, 2_000, 4.0)
        );
        // A live count behind the report's (or none) keeps the report's nodes, on the live clock.
        assert_eq!(
            search_counts(&line, Some(running(Some(1_000)))),
            (2_000, 1_000, 4.0)
        );
        assert_eq!(
            search_counts(&line, Some(running(None))),
            (2_000, 1_000, 4.0)
        );
    }

    #[test]
    fn the_grid_rows_in_order() {
        let line = line(Score::Eval(50), 1_500, 500);
        let rows = figure_rows("+0.50".into(), 0.6, &line, None, Language::English);
        let names: Vec<Msg> = rows.iter().map(|(name, _)| *name).collect();
        assert_eq!(
            names,
            [
                Msg::EvaluationBlack,
                Msg::BlacksWinningChance,
                Msg::Depth,
                Msg::Nodes,
                Msg::Speed,
                Msg::Time
            ]
        );
        let values: Vec<&str> = rows.iter().map(|(_, value)| value.as_str()).collect();
        let expected = "+0.50 | 60% | 7/12 | 1.5k | 3.0k/s | 0.5 s";
        assert_eq!(values.join(" | "), expected);
    }

    #[test]
    fn scores_read_from_black_and_for_the_side_to_move() {
        let (text, _) = black_view(Score::Win(3), Stone::White, Language::English);
        let white_wins = "White wins in 3";
        assert_eq!(text, white_wins);
        let (text, _) = black_view(Score::Eval(-125), Stone::White, Language::English);
        assert_eq!(text, "+1.25");
        let lost = line(Score::Loss(4), 1, 1);
        let loses = "loses in 4";
        assert_eq!(move_value(&lost, Language::English), loses);
    }
}
