//! The evaluation graph under the move list: black's winning chance after every move of the
//! main line, where the engine has searched that position (its moves, hints, analysis); a click
//! jumps to that move.

use bevy_egui::egui;
use gomoku_engine::{Board, BoardSize, Point};

use crate::ai::PositionValues;
use crate::i18n::{Msg, tr};
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
    let lang = cx.prefs.language;
    let game = cx.session.game();
    let moves = game.all_moves();
    if moves.is_empty() {
        return false;
    }
    let chances = main_line_chances(game.size(), &moves, &cx.values);
    if !worth_drawing(&chances) {
        ui.label(egui::RichText::new(tr(lang, Msg::TheGraphFillsInAs)).weak());
        return true;
    }
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), HEIGHT),
        egui::Sense::click(),
    );
    // Room inside the frame so that sure wins (0 % and 100 %) and the ends stay visible.
    let plot = Plot {
        area: rect.shrink(5.0),
        last: (chances.len() - 1).max(1) as f32,
    };
    draw_graph(&ui.painter_at(rect), rect, &plot, &chances, game.ply());
    if response.clicked()
        && let Some(pointer) = response.interact_pointer_pos()
    {
        let ply = plot.ply_at(pointer.x);
        cx.commands.write(GameCommand::JumpTo(ply.min(moves.len())));
    }
    response.on_hover_text(tr(lang, Msg::BlacksWinningChanceAfterEach));
    true
}

/// Black's chance in each position of the main line, from the start, where it is known.
fn main_line_chances(
    size: BoardSize,
    moves: &[Point],
    values: &PositionValues,
) -> Vec<Option<f32>> {
    let mut board = Board::new(size);
    let mut chances = vec![values.black_chance(board.hash())];
    for &point in moves {
        if board.play(point).is_err() {
            break;
        }
        chances.push(values.black_chance(board.hash()));
    }
    chances
}

/// Where the graph plots: the plies from the left of `area` (ply `last` at its right) and
/// black's chance from its bottom (0 %) to its top (100 %).
struct Plot {
    area: egui::Rect,
    last: f32,
}

impl Plot {
    fn at(&self, ply: usize, chance: f32) -> egui::Pos2 {
        egui::pos2(
            self.area.left() + self.area.width() * ply as f32 / self.last,
            self.area.top() + self.area.height() * (1.0 - chance),
        )
    }

    /// The ply nearest to `x` (none before the first).
    fn ply_at(&self, x: f32) -> usize {
        ((x - self.area.left()) / self.area.width() * self.last)
            .round()
            .max(0.0) as usize
    }
}

/// The graph on its light box: the known chances as dots, joined where they follow each
/// other, the even line across and the current move's line down.
fn draw_graph(
    painter: &egui::Painter,
    rect: egui::Rect,
    plot: &Plot,
    chances: &[Option<f32>],
    current_ply: usize,
) {
    painter.rect_filled(rect, 3.0, egui::Color32::from_gray(235));
    let mut previous: Option<egui::Pos2> = None;
    for (ply, chance) in chances.iter().enumerate() {
        let Some(chance) = chance else {
            previous = None;
            continue;
        };
        let point = plot.at(ply, *chance);
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
    painter.vline(
        plot.at(current_ply, 0.5).x,
        rect.y_range(),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(0xd0, 0x50, 0x40)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_graph_takes_two_known_values() {
        assert!(!worth_drawing(&[]));
        assert!(!worth_drawing(&[None, None, None]));
        assert!(!worth_drawing(&[None, Some(0.02), None]));
        assert!(worth_drawing(&[Some(0.5), None, Some(0.02)]));
        assert!(worth_drawing(&[None, Some(0.4), Some(0.6)]));
    }

    #[test]
    fn the_plot_maps_plies_and_chances_and_a_click_back_to_a_ply() {
        let plot = Plot {
            area: egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(100.0, 50.0)),
            last: 4.0,
        };
        assert_eq!(plot.at(0, 1.0), egui::pos2(10.0, 20.0));
        assert_eq!(plot.at(4, 0.0), egui::pos2(110.0, 70.0));
        assert_eq!(plot.at(2, 0.5), egui::pos2(60.0, 45.0));
        assert_eq!(plot.ply_at(5.0), 0);
        assert_eq!(plot.ply_at(46.0), 1);
        assert_eq!(plot.ply_at(110.0), 4);
    }
}
