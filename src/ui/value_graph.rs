//! The evaluation graph under the move list: black's winning chance after every move of the
//! main line, where the engine has searched that position (its moves, hints, analysis); a click
//! jumps to that move.

use bevy_egui::egui;
use gomoku_engine::Board;

use crate::i18n::tr;
use crate::session::GameCommand;
use crate::ui_kit::UiContext;

const HEIGHT: f32 = 64.0;

/// Whether the chances make a graph: a lone value is a dot in an empty box (a puzzle's answer,
/// analysis before its second position), so it takes two.
fn worth_drawing(chances: &[Option<f32>]) -> bool {
    chances.iter().flatten().nth(1).is_some()
}

/// Draws the graph when there is a game to draw; says whether it drew anything.
pub fn value_graph(ui: &mut egui::Ui, cx: &mut UiContext) -> bool {
    let lang = cx.settings.language;
    let game = cx.session.game();
    let moves = game.all_moves();
    if moves.is_empty() {
        return false;
    }
    // Black's chance in each position of the main line, from the start.
    let mut board = Board::new(game.size());
    let mut chances = vec![cx.values.black_chance(board.hash())];
    for &point in &moves {
        if board.play(point).is_err() {
            break;
        }
        chances.push(cx.values.black_chance(board.hash()));
    }
    if !worth_drawing(&chances) {
        ui.label(
            egui::RichText::new(tr(
                lang,
                "The graph fills in as the engine looks at positions (its moves, hints, Analyse)",
            ))
            .weak(),
        );
        return true;
    }
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), HEIGHT),
        egui::Sense::click(),
    );
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, egui::Color32::from_gray(235));
    let last = (chances.len() - 1).max(1) as f32;
    // Room inside the frame so that sure wins (0 % and 100 %) and the ends stay visible.
    let plot = rect.shrink(5.0);
    let at = |ply: usize, chance: f32| {
        egui::pos2(
            plot.left() + plot.width() * ply as f32 / last,
            plot.top() + plot.height() * (1.0 - chance),
        )
    };
    let mut previous: Option<egui::Pos2> = None;
    for (ply, chance) in chances.iter().enumerate() {
        let Some(chance) = chance else {
            previous = None;
            continue;
        };
        let point = at(ply, *chance);
        if let Some(from) = previous {
            painter.line_segment(
                [from, point],
                egui::Stroke::new(1.5, egui::Color32::from_gray(30)),
            );
        }
        painter.circle_filled(point, 2.0, egui::Color32::from_gray(30));
        previous = Some(point);
    }
    painter.hline(
        rect.x_range(),
        rect.center().y,
        egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
    );
    let current = at(game.ply(), 0.5).x;
    painter.vline(
        current,
        rect.y_range(),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(0xd0, 0x50, 0x40)),
    );
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let ply = ((pointer.x - plot.left()) / plot.width() * last)
            .round()
            .max(0.0) as usize;
        cx.commands.write(GameCommand::JumpTo(ply.min(moves.len())));
    }
    response.on_hover_text(tr(
        lang,
        "Black's winning chance after each move; click to go there",
    ));
    true
}

#[cfg(test)]
mod tests {
    use super::worth_drawing;

    #[test]
    fn a_graph_takes_two_known_values() {
        assert!(!worth_drawing(&[]));
        assert!(!worth_drawing(&[None, None, None]));
        assert!(!worth_drawing(&[None, Some(0.02), None]));
        assert!(worth_drawing(&[Some(0.5), None, Some(0.02)]));
        assert!(worth_drawing(&[None, Some(0.4), Some(0.6)]));
    }
}
