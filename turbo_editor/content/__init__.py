"""The page HTML (turbo:content) as the editor and the preview work with it, without Qt.

- :mod:`.fragment`: parsing a page the way the checks and the preview read it;
- :mod:`.snippets`: Turbo's blocks as markup to insert, and the data-* vocabulary they use;
- :mod:`.scan`: the start tags of a text being typed, and the elements still open at its end;
- :mod:`.completion`: what may be typed at a point of the text, and the text a choice writes;
- :mod:`.authoring`: markup the editor writes around a selection (wraps, figures, images);
- :mod:`.findings`: where in the text a content finding is shown.

What Turbo allows is read from :mod:`turbo_editor.vocabulary.page`; nothing here imports the checks.
"""
