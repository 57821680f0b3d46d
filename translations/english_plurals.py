#!/usr/bin/env python3
"""Writes catalog_console_en.ts: the English plural forms of the console's "%n …(s)" messages.

The translations themselves live in catalog_console_ru.ts and catalog_console_uz.ts, edited
in Qt Linguist (terms: GLOSSARY.md) and refreshed from the sources by lupdate
(cmake --build build --target catalog_ui_lupdate). English needs no translation, only its
plurals ("1 result", "2 results"), which lupdate cannot write: run `python3 english_plurals.py`
in this folder after lupdate whenever a plural message was added or changed.
"""
import os
import xml.etree.ElementTree as ET


# English plurals: the sources say "%n result(s)"; catalog_console_en.ts (written here, only
# the plural messages) gives "1 result" / "2 results". Derived from the source ("(s)", "(es)")
# unless the sentence needs more than the noun changed.
EN_PLURALS = {
    "%n change(s) need a decision. Choose one and retry or drop it.":
        ("%n change needs a decision. Choose it and retry or drop it.",
         "%n changes need a decision. Choose one and retry or drop it."),
    "%n category(s)": ("%n category", "%n categories"),
    "Nothing was imported: %n record(s) were rejected. Fix them in the file and import it again:":
        ("Nothing was imported: %n record was rejected. Fix it in the file and import it again:",
         "Nothing was imported: %n records were rejected. Fix them in the file and import it "
         "again:"),
    "Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the outbox and are sent when the server is back.":
        ("Offline: the server cannot be reached. Keep scanning — %n scan waits in the outbox and "
         "is sent when the server is back.",
         "Offline: the server cannot be reached. Keep scanning — %n scans wait in the outbox and "
         "are sent when the server is back."),
    "%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key is accepted.":
        ("%n scan waits for credentials. %1 Nothing is lost: it is sent once the key is accepted.",
         "%n scans wait for credentials. %1 Nothing is lost: they are sent once the key is "
         "accepted."),
    "%n scan(s) have not reached the server yet. They stay on this computer and are sent when the console runs again and the server can be reached. Quit anyway?":
        ("%n scan has not reached the server yet. It stays on this computer and is sent when "
         "the console runs again and the server can be reached. Quit anyway?",
         "%n scans have not reached the server yet. They stay on this computer and are sent "
         "when the console runs again and the server can be reached. Quit anyway?"),
    "%n scan(s) wait under a key this connection no longer uses. Send them with the current key, or discard them (the scan log lists them).":
        ("%n scan waits under a key this connection no longer uses. Send it with the current "
         "key, or discard it (the scan log lists it).",
         "%n scans wait under a key this connection no longer uses. Send them with the current "
         "key, or discard them (the scan log lists them)."),
}

def english_forms(source):
    if source in EN_PLURALS:
        return EN_PLURALS[source]
    return (source.replace("(es)", "").replace("(s)", ""),
            source.replace("(es)", "es").replace("(s)", "s"))


def write_english():
    """catalog_console_en.ts: the plural messages of the ru file in English forms."""
    ru = ET.parse("catalog_console_ru.ts").getroot()
    ts = ET.Element("TS", version="2.1", language="en_US")
    for context in ru.iter("context"):
        messages = [m for m in context.iter("message") if m.get("numerus") == "yes"]
        if not messages:
            continue
        out = ET.SubElement(ts, "context")
        ET.SubElement(out, "name").text = context.find("name").text
        for message in messages:
            copy = ET.SubElement(out, "message", numerus="yes")
            ET.SubElement(copy, "source").text = message.find("source").text
            if message.find("comment") is not None:
                ET.SubElement(copy, "comment").text = message.find("comment").text
            translation = ET.SubElement(copy, "translation")
            for form in english_forms(message.find("source").text):
                ET.SubElement(translation, "numerusform").text = form
    ET.indent(ts)
    text = ET.tostring(ts, encoding="unicode")
    with open("catalog_console_en.ts", "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n")


if __name__ == "__main__":
    os.chdir(os.path.dirname(os.path.abspath(__file__)))
    write_english()
