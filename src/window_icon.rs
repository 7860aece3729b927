//! The window's icon on the desktop (title bar, taskbar, Alt+Tab): the game's own
//! `assets/icon/gomoku-256.png`, built into the binary so it shows wherever the game is started
//! from. Bevy 0.19 has no icon setting of its own, so it goes to winit directly. The browser
//! build has no window of its own (the page's favicon plays that part).

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;

/// The icon, drawn by `scripts/make-icon.py`.
pub const ICON_PNG: &[u8] = include_bytes!("../assets/icon/gomoku-256.png");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}

/// An 8-bit RGBA image: the pixels, the width and the height.
pub fn decode_rgba(png_bytes: &[u8]) -> Result<(Vec<u8>, u32, u32), String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    // Palette, grey and 16-bit images come out as 8-bit samples; only RGBA is accepted below.
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let size = reader
        .output_buffer_size()
        .ok_or("the image is too large")?;
    let mut pixels = vec![0; size];
    let info = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    if info.color_type != png::ColorType::Rgba {
        return Err(format!("expected RGBA pixels, found {:?}", info.color_type));
    }
    pixels.truncate(info.buffer_size());
    Ok((pixels, info.width, info.height))
}

/// Sets the icon once the primary window exists (winit creates it after start-up, so this
/// tries each frame until then). `NonSendMarker` keeps the system on the main thread, where
/// winit's windows live.
fn set_window_icon(
    primary: Query<Entity, With<PrimaryWindow>>,
    mut done: Local<bool>,
    _main_thread: NonSendMarker,
) {
    if *done {
        return;
    }
    let Ok(entity) = primary.single() else {
        return;
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(window) = windows.get_window(entity) else {
            return;
        };
        *done = true;
        let icon = decode_rgba(ICON_PNG).and_then(|(pixels, width, height)| {
            winit::window::Icon::from_rgba(pixels, width, height).map_err(|e| e.to_string())
        });
        match icon {
            Ok(icon) => window.set_window_icon(Some(icon)),
            // The game plays the same without it; say why in the log.
            Err(error) => warn!("cannot set the window icon: {error}"),
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_icon_decodes_to_a_square_with_transparent_corners() {
        let (pixels, width, height) = decode_rgba(ICON_PNG).unwrap();
        assert_eq!((width, height), (256, 256));
        assert_eq!(pixels.len(), 256 * 256 * 4);
        let alpha = |x: usize, y: usize| pixels[(y * 256 + x) * 4 + 3];
        // Rounded corners are see-through; the board in the middle is opaque.
        assert_eq!(alpha(0, 0), 0);
        assert_eq!(alpha(255, 255), 0);
        assert_eq!(alpha(128, 128), 255);
        winit::window::Icon::from_rgba(pixels, width, height).unwrap();
    }

    #[test]
    fn a_broken_icon_is_an_error_not_a_panic() {
        assert!(decode_rgba(b"not a png").is_err());
        assert!(decode_rgba(&ICON_PNG[..ICON_PNG.len() / 2]).is_err());
        assert!(decode_rgba(&[]).is_err());
    }
}
