/// `text` as one word a POSIX shell reads back as `text`, for commands a
/// message suggests: as it is when it holds only letters, digits and
/// `_ . / : @ % + = , -`; else in double quotes with `\ " $ `` ` escaped
/// (`Ana López` → `"Ana López"`), which also works inside a message's single quotes.
public func shellWord(_ text: String) -> String {
  let plain =
    !text.isEmpty
    && text.unicodeScalars.allSatisfy { s in
      (s.value < 0x80 && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)))
        || "_./:@%+=,-".unicodeScalars.contains(s)
    }
  if plain { return text }
  var out = "\""
  for c in text {
    if "\\\"$`".contains(c) { out.append("\\") }
    out.append(c)
  }
  return out + "\""
}
