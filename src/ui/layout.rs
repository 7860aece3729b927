//! Which arrangement of the interface suits the screen: the board beside a side panel (wide
//! screens), or the board at the full width between a compact bar and a sheet of tabs (phones
//! upright, split-screen and other narrow windows). Whichever gives the board more room wins, so
//! resizing or turning a phone switches between them and nothing else changes.

use bevy_egui::egui;

/// Width of the side panel in the wide layout, in logical pixels.
pub const PANEL_WIDTH: f32 = 310.0;
/// The compact bar's height in the narrow layout: a row of buttons and two rows of status
/// (whose turn; then what the engine does or the last notice, as tall as a button).
pub const BAR_HEIGHT: f32 = 124.0;
/// The sheet under the board never gets less than this share of the screen's height.
const MIN_SHEET_SHARE: f32 = 0.3;
/// Touch targets: at least this tall (CSS pixels on the web).
pub const TOUCH_TARGET: f32 = 44.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The board, with the side panel on the right.
    Wide,
    /// The compact bar on top, the board at the full width, the sheet under it.
    Narrow,
}

impl Layout {
    /// The layout whose board is larger on a screen of `width` × `height` logical pixels.
    pub fn for_screen(width: f32, height: f32) -> Layout {
        let wide_board = (width - PANEL_WIDTH).min(height);
        let narrow_board = width.min(height - BAR_HEIGHT - height * MIN_SHEET_SHARE);
        if narrow_board > wide_board {
            Layout::Narrow
        } else {
            Layout::Wide
        }
    }

    /// The sheet's height under the board in the narrow layout, the bar taking `bar` of the
    /// `screen`'s height: what a board as wide as the screen leaves, and never less than
    /// [`MIN_SHEET_SHARE`] of the screen.
    pub fn sheet_height(screen: egui::Vec2, bar: f32) -> f32 {
        (screen.y - bar - screen.x).max(screen.y * MIN_SHEET_SHARE)
    }
}

/// How roomy the widgets are: sized for a finger (every button, tab and check box at least
/// [`TOUCH_TARGET`] tall) in the narrow layout and wherever a touch has been seen, else for a
/// mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spacing {
    Mouse,
    Finger,
}

impl Spacing {
    pub fn for_input(layout: Layout, touched: bool) -> Spacing {
        if layout == Layout::Narrow || touched {
            Spacing::Finger
        } else {
            Spacing::Mouse
        }
    }
}

/// Sets every widget's spacing.
pub fn apply_spacing(ctx: &egui::Context, spacing: Spacing) {
    ctx.all_styles_mut(|style| {
        let sizes = &mut style.spacing;
        sizes.item_spacing = egui::vec2(8.0, 6.0);
        match spacing {
            Spacing::Mouse => {
                sizes.button_padding = egui::vec2(8.0, 4.0);
                sizes.interact_size.y = egui::Spacing::default().interact_size.y;
            }
            Spacing::Finger => {
                sizes.button_padding = egui::vec2(12.0, 8.0);
                sizes.interact_size.y = TOUCH_TARGET;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_upright_and_narrow_windows_get_the_narrow_layout() {
        for (width, height) in [
            (390.0, 844.0),
            (360.0, 640.0),
            (768.0, 1024.0),
            (640.0, 900.0),
        ] {
            assert_eq!(
                Layout::for_screen(width, height),
                Layout::Narrow,
                "{width} x {height}"
            );
        }
    }

    #[test]
    fn desktops_tablets_across_and_phones_on_their_side_keep_the_side_panel() {
        for (width, height) in [
            (1280.0, 800.0),
            (1024.0, 768.0),
            (844.0, 390.0),
            (960.0, 720.0),
        ] {
            assert_eq!(
                Layout::for_screen(width, height),
                Layout::Wide,
                "{width} x {height}"
            );
        }
    }

    #[test]
    fn fingers_get_roomy_widgets_in_either_layout() {
        assert_eq!(Spacing::for_input(Layout::Wide, false), Spacing::Mouse);
        assert_eq!(Spacing::for_input(Layout::Wide, true), Spacing::Finger);
        assert_eq!(Spacing::for_input(Layout::Narrow, false), Spacing::Finger);
    }

    #[test]
    fn the_sheet_leaves_a_square_board_as_wide_as_the_screen_where_it_can() {
        let phone = egui::vec2(390.0, 844.0);
        let sheet = Layout::sheet_height(phone, 100.0);
        assert_eq!(sheet, 844.0 - 100.0 - 390.0);
        // A short screen keeps its share for the sheet; the board gets less than the width.
        let short = egui::vec2(600.0, 800.0);
        assert_eq!(Layout::sheet_height(short, 100.0), 800.0 * MIN_SHEET_SHARE);
    }
}
