//! The side panel's analysis: the engine's value as a bar and in words, depth, nodes, speed,
//! the best line and, while *Analyse* runs, the best moves with their lines.

use crate::sides::Stone;
use bevy::ecs::change_detection::DetectChangesMut;
use bevy_egui::egui;
use gomoku_engine::Score;
use gomoku_engine::notation::format_point;

use crate::i18n::{Language, tr};
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
        Score::Win(n) => tr(lang, "Black wins in {n}").replace("{n}", &n.to_string()),
        Score::Loss(n) => tr(lang, "White wins in {n}").replace("{n}", &n.to_string()),
    };
    (text, score.win_probability())
}

pub fn analysis(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let Some(shown) = cx.analysis.shown(&cx.session) else {
        let thinking_here = cx.analysis.thinking_since.is_some()
            && cx.analysis.position == Some(cx.session.position_key());
        let text = if thinking_here {
            tr(lang, "The engine is looking at this position…")
        } else {
            tr(
                lang,
                "No analysis of this position yet: ask for a hint, switch Analyse on or let the AI move",
            )
        };
        ui.label(egui::RichText::new(text).weak());
        return;
    };
    let line = shown.best();
    let (score_text, black_chance) = black_view(line.score, shown.thinker, lang);
    // While a search of this very position runs, its clock and the depth it works on.
    let searching_since = cx
        .analysis
        .thinking_since
        .filter(|_| shown.skip == 0 && cx.worker.thinking().is_some());
    evaluation_bar(ui, black_chance);
    egui::Grid::new("analysis_grid")
        .num_columns(2)
        .show(ui, |grid| {
            grid.label(tr(lang, "Evaluation (black)"));
            grid.label(score_text);
            grid.end_row();
            grid.label(tr(lang, "Black's winning chance"));
            grid.label(format!("{:.0}%", black_chance * 100.0));
            grid.end_row();
            grid.label(tr(lang, "Depth"));
            if searching_since.is_some() {
                // The next depth is being searched: say so, so a long iteration does not look
                // like a frozen one.
                grid.label(
                    tr(lang, "{d}/{s}, searching {n}")
                        .replace("{d}", &line.depth.to_string())
                        .replace("{s}", &line.seldepth.to_string())
                        .replace("{n}", &(line.depth + 1).to_string()),
                );
            } else {
                grid.label(format!("{}/{}", line.depth, line.seldepth));
            }
            grid.end_row();
            // While the search runs, its live count (the report's is the last finished
            // depth's).
            let live = searching_since
                .and_then(|_| cx.worker.live_nodes())
                .filter(|&n| n > line.nodes);
            let seconds = searching_since.map_or(line.elapsed.as_secs_f32(), |since| {
                cx.time.elapsed_secs() - since
            });
            let (nodes, speed) = match live {
                Some(nodes) => (nodes, (nodes as f64 / f64::from(seconds.max(0.001))) as u64),
                None => (line.nodes, line.nodes_per_second()),
            };
            grid.label(tr(lang, "Nodes"));
            grid.label(format_count(nodes));
            grid.end_row();
            grid.label(tr(lang, "Speed"));
            grid.label(format!("{}/s", format_count(speed)));
            grid.end_row();
            grid.label(tr(lang, "Time"));
            grid.label(format!("{seconds:.1} s"));
            grid.end_row();
        });
    let finished = shown.skip == 0
        && cx.analysis.purpose == Some(crate::ai::Purpose::Analyse)
        && cx.infinite.finished_at(cx.analysis.generation);
    if finished && (line.score.is_win() || line.score.is_loss()) {
        ui.label(
            egui::RichText::new(tr(lang, "Proved: the analysis has stopped"))
                .color(egui::Color32::from_rgb(150, 200, 150)),
        );
    } else if finished {
        ui.label(
            egui::RichText::new(tr(lang, "The search reached its deepest depth and stopped"))
                .weak(),
        );
    }
    let size = cx.session.game().size();
    let pv: Vec<String> = shown
        .moves(line)
        .iter()
        .take(12)
        .map(|&p| format_point(p, size))
        .collect();
    let best_line = if shown.skip > 0 {
        tr(lang, "The AI expects")
    } else {
        tr(lang, "Best line")
    };
    ui.label(format!("{best_line}: {}", pv.join(" ")));
    best_moves(ui, cx);
    ui.checkbox(
        &mut cx.settings.bypass_change_detection().show_pv,
        tr(lang, "Show the line on the board"),
    );
}

/// The analysis' best moves with their values for the side to move and their lines; a click
/// plays the move when the position is yours to play.
fn best_moves(ui: &mut egui::Ui, cx: &mut UiContext) {
    let lang = cx.settings.language;
    let lines = crate::overlays::best_moves_shown(&cx.analysis, &cx.session);
    if lines.is_empty() {
        return;
    }
    let size = cx.session.game().size();
    // In review a move is a variation (the rest of the line is kept).
    let playable = !cx.session.is_over()
        && match *cx.screen.get() {
            Screen::Playing => !cx.session.ai_acts(&cx.settings),
            Screen::Review => true,
            _ => false,
        };
    let mut chosen = None;
    ui.label(egui::RichText::new(tr(lang, "Best moves (for the side to move)")).strong());
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
                    .on_disabled_hover_text(tr(lang, "Resume the game to play it"));
                if button.clicked() {
                    chosen = Some(first);
                }
                let value = match line.score {
                    Score::Eval(_) => format!("{}%", line.short_value()),
                    Score::Win(n) => tr(lang, "wins in {n}").replace("{n}", &n.to_string()),
                    Score::Loss(n) => tr(lang, "loses in {n}").replace("{n}", &n.to_string()),
                };
                grid.label(value);
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
