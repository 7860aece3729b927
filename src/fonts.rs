//! The interface's fonts, one a script, cut from Noto by `scripts/make-fonts.sh` to the
//! characters the FTL files use (`assets/fonts/`). The desktop game has them all compiled in.
//! The browser build carries only the Latin one and the one that writes the languages' own names
//! (for the language menu), and fetches a script's font from the site when its language is
//! first chosen, so an English player downloads no Chinese, Japanese or Korean glyphs (the
//! service worker keeps a fetched font for offline play).

use std::collections::HashMap;
use std::sync::Arc;

use bevy::prelude::*;

use crate::i18n::Script;
use crate::settings::Preferences;

/// Noto Sans: Latin (with Vietnamese's letters), Cyrillic and punctuation.
pub const LATIN_FONT: &[u8] = include_bytes!("../assets/fonts/NotoSans-subset.ttf");
/// The few CJK characters of the languages' own names (简体中文, 日本語, 한국어 …).
pub const LANGUAGE_NAMES_FONT: &[u8] = include_bytes!("../assets/fonts/LanguageNames-subset.otf");

/// A script's font file, under `assets/fonts/` (and `fonts/` on the web site).
pub fn font_file(script: Script) -> &'static str {
    match script {
        Script::Latin => "NotoSans-subset.ttf",
        Script::SimplifiedHan => "NotoSansSC-subset.otf",
        Script::TraditionalHan => "NotoSansTC-subset.otf",
        Script::Japanese => "NotoSansJP-subset.otf",
        Script::Hangul => "NotoSansKR-subset.otf",
    }
}

/// A script's font as compiled into this build, if it is.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn bundled_font(script: Script) -> Option<&'static [u8]> {
    Some(match script {
        Script::Latin => LATIN_FONT,
        Script::SimplifiedHan => include_bytes!("../assets/fonts/NotoSansSC-subset.otf"),
        Script::TraditionalHan => include_bytes!("../assets/fonts/NotoSansTC-subset.otf"),
        Script::Japanese => include_bytes!("../assets/fonts/NotoSansJP-subset.otf"),
        Script::Hangul => include_bytes!("../assets/fonts/NotoSansKR-subset.otf"),
    })
}

/// A script's font as compiled into this build: only Latin in the browser.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub fn bundled_font(script: Script) -> Option<&'static [u8]> {
    (script == Script::Latin).then_some(LATIN_FONT)
}

/// The fonts at hand, by script, and each as a Bevy font for the board's words.
#[derive(Resource, Default)]
pub struct InterfaceFonts {
    bytes: HashMap<Script, Arc<[u8]>>,
    board: HashMap<Script, Handle<Font>>,
    /// Counts the fonts that arrived, so the interface knows when to install them again.
    pub generation: u32,
}

/// A font's bytes: compiled in, or fetched and shared.
pub enum FontBytes {
    Bundled(&'static [u8]),
    Fetched(Arc<[u8]>),
}

impl FontBytes {
    pub fn to_vec(&self) -> Vec<u8> {
        match self {
            FontBytes::Bundled(bytes) => bytes.to_vec(),
            FontBytes::Fetched(bytes) => bytes.to_vec(),
        }
    }
}

impl InterfaceFonts {
    /// Whether a script's font is here (compiled in or fetched): nothing is copied.
    pub fn has(&self, script: Script) -> bool {
        self.bytes.contains_key(&script) || bundled_font(script).is_some()
    }

    /// A script's font, when it is here.
    pub fn bytes(&self, script: Script) -> Option<FontBytes> {
        match self.bytes.get(&script) {
            Some(bytes) => Some(FontBytes::Fetched(bytes.clone())),
            None => bundled_font(script).map(FontBytes::Bundled),
        }
    }

    /// The Bevy font that draws `script` (its own, else the Latin one while it is fetched).
    pub fn board_font(&mut self, script: Script, fonts: &mut Assets<Font>) -> Handle<Font> {
        let script = if self.has(script) {
            script
        } else {
            Script::Latin
        };
        if let Some(handle) = self.board.get(&script) {
            return handle.clone();
        }
        let bytes = self
            .bytes(script)
            .map_or_else(Vec::new, |bytes| bytes.to_vec());
        let handle = fonts.add(Font::from_bytes(bytes));
        self.board.insert(script, handle.clone());
        handle
    }

    /// Keeps a font that was fetched.
    pub fn add(&mut self, script: Script, bytes: Vec<u8>) {
        self.bytes.insert(script, bytes.into());
        self.board.remove(&script);
        self.generation += 1;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InterfaceFonts>();
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    app.add_systems(Update, fetch::fetch_chosen_script);
}

/// Whether the chosen language's script can be drawn now.
pub fn has_font_for(fonts: &InterfaceFonts, prefs: &Preferences) -> bool {
    fonts.has(prefs.language.script())
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod fetch {
    //! Fetching a script's font from the site: `fetch`, then the body as bytes, handed to the
    //! next frame through a shared slot (the browser runs both on the one thread).

    use std::sync::{Arc, Mutex};

    use bevy::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    use crate::fonts::{InterfaceFonts, font_file, has_font_for};
    use crate::i18n::Script;
    use crate::settings::Preferences;

    /// Where a fetch leaves the font's bytes, or why it has none.
    type Slot = Arc<Mutex<Option<Result<Vec<u8>, String>>>>;

    /// The font being fetched and, once it came, its bytes.
    #[derive(Default)]
    pub(super) struct Fetching {
        script: Option<Script>,
        result: Slot,
    }

    pub(super) fn fetch_chosen_script(
        prefs: Res<Preferences>,
        mut fonts: ResMut<InterfaceFonts>,
        mut fetching: Local<Fetching>,
        mut failed: Local<Vec<Script>>,
    ) {
        if let Some(script) = fetching.script {
            let arrived = fetching.result.lock().ok().and_then(|mut slot| slot.take());
            match arrived {
                Some(Ok(bytes)) => {
                    fonts.add(script, bytes);
                    fetching.script = None;
                }
                Some(Err(error)) => {
                    warn!(
                        "the {} font could not be fetched: {error}",
                        font_file(script)
                    );
                    failed.push(script);
                    fetching.script = None;
                }
                None => return,
            }
        }
        let script = prefs.language.script();
        if has_font_for(&fonts, &prefs) || failed.contains(&script) {
            return;
        }
        fetching.script = Some(script);
        let slot = fetching.result.clone();
        start(&format!("fonts/{}", font_file(script)), slot);
    }

    fn start(url: &str, slot: Slot) {
        let put = move |result: Result<Vec<u8>, String>| {
            if let Ok(mut slot) = slot.lock() {
                *slot = Some(result);
            }
        };
        let Some(window) = web_sys::window() else {
            put(Err("no window".to_owned()));
            return;
        };
        let put = Arc::new(Mutex::new(Some(put)));
        let fail = put.clone();
        let on_error = Closure::once_into_js(move |error: JsValue| {
            if let Some(put) = fail.lock().ok().and_then(|mut put| put.take()) {
                put(Err(format!("{error:?}")));
            }
        });
        let on_bytes = {
            let put = put.clone();
            Closure::once_into_js(move |buffer: JsValue| {
                let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                if let Some(put) = put.lock().ok().and_then(|mut put| put.take()) {
                    put(Ok(bytes));
                }
            })
        };
        let on_response = {
            let on_error = on_error.clone();
            Closure::once_into_js(move |response: JsValue| {
                let response: web_sys::Response = response.unchecked_into();
                match response.ok().then(|| response.array_buffer()) {
                    Some(Ok(body)) => then(&body, &on_bytes, &on_error),
                    _ => {
                        let _ = on_error
                            .unchecked_ref::<js_sys::Function>()
                            .call1(&JsValue::NULL, &JsValue::from(response.status()));
                    }
                }
            })
        };
        then(&window.fetch_with_str(url), &on_response, &on_error);
    }

    /// `promise.then(on_value, on_error)`, with callbacks made by `Closure::once_into_js`.
    fn then(promise: &JsValue, on_value: &JsValue, on_error: &JsValue) {
        let then = js_sys::Reflect::get(promise, &"then".into());
        if let Ok(then) = then.and_then(|then| then.dyn_into::<js_sys::Function>()) {
            let _ = then.call2(promise, on_value, on_error);
        }
    }
}
