//! Where in a JSON text an error happened, as a path such as
//! `characters[0].sheet.attributes.will`.
//!
//! serde_json reports only a line and a column; this walks the text up to
//! that point, keeping the stack of objects and arrays, so that an import
//! error can name its field without a second, path-tracking deserializer
//! (which would double the size of the decoding code in the wasm).

enum Frame {
    Object { key: Option<String>, expecting_key: bool },
    Array { index: usize },
}

/// The path of the value being read at `line`:`column` (both from 1).
///
/// serde_json places an error in a value after the object or array that
/// holds it has been closed; with `in_closed` the path goes back into that
/// last closed container (for a wrong value), without it the path stops at
/// the container (for a missing field).
pub fn path_at(text: &str, line: usize, column: usize, in_closed: bool) -> String {
    let end = offset(text, line, column);
    let mut stack: Vec<Frame> = Vec::new();
    let mut closed: Option<Frame> = None;
    let mut chars = text[..end].chars();
    while let Some(c) = chars.next() {
        if !c.is_whitespace() && c != '}' && c != ']' {
            closed = None;
        }
        match c {
            '"' => {
                let mut string = String::new();
                let mut escaped = false;
                for c in chars.by_ref() {
                    match (escaped, c) {
                        (false, '\\') => escaped = true,
                        (false, '"') => break,
                        _ => {
                            escaped = false;
                            string.push(c);
                        }
                    }
                }
                if let Some(Frame::Object { key, expecting_key: expecting @ true }) = stack.last_mut() {
                    *key = Some(string);
                    *expecting = false;
                }
            }
            '{' => stack.push(Frame::Object { key: None, expecting_key: true }),
            '[' => stack.push(Frame::Array { index: 0 }),
            '}' | ']' => closed = stack.pop(),
            ',' => match stack.last_mut() {
                Some(Frame::Array { index }) => *index += 1,
                Some(Frame::Object { expecting_key, .. }) => *expecting_key = true,
                None => {}
            },
            _ => {}
        }
    }
    if in_closed {
        stack.extend(closed);
    }
    let mut path = String::new();
    for frame in &stack {
        match frame {
            Frame::Object { key: Some(key), .. } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Object { key: None, .. } => {}
            Frame::Array { index } => path.push_str(&format!("[{index}]")),
        }
    }
    path
}

/// The byte offset of `line`:`column`, clamped to the text.
fn offset(text: &str, line: usize, column: usize) -> usize {
    let line_start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let mut at = (line_start + column).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}
