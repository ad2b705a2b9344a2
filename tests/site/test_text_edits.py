"""Line edits keep every untouched byte; the diff is one `patch` accepts."""

from turbo_editor.site.text_edits import LineEdits, line_break, split_lines, unified_diff


def test_lines_keep_their_own_breaks():
    assert split_lines("a\r\nb\rc\nd") == ["a\r\n", "b\r", "c\n", "d"]
    assert split_lines("") == [] and split_lines("\n\n") == ["\n", "\n"]
    assert line_break("a\r\nb\n") == "\r\n" and line_break("no breaks") == "\n"


def test_edits_use_the_original_line_numbers():
    text = "one\ntwo\nthree\nfour\n"
    edited = (LineEdits(text).delete(1).insert_after(2, "two-a", "two-b").replace(3, "THREE")
              .insert_after(0, "zero").apply())
    assert edited == "zero\ntwo\ntwo-a\ntwo-b\nTHREE\nfour\n"


def test_added_lines_use_the_files_line_break_and_untouched_lines_stay():
    text = "User-agent: *\r\nDisallow: /x   # comment\r\n"
    assert LineEdits(text).insert_after(1, "Allow: /y").apply() == \
        "User-agent: *\r\nAllow: /y\r\nDisallow: /x   # comment\r\n"


def test_a_missing_final_line_break_stays_missing():
    assert LineEdits("a\nb").insert_after(2, "c").apply() == "a\nb\nc"
    assert LineEdits("a\nb").delete(2).apply() == "a"
    assert LineEdits("a\nb").append_block("X: 1").apply() == "a\nb\n\nX: 1"


def test_a_block_is_separated_by_one_blank_line():
    assert LineEdits("a\n").append_block("b", "c").apply() == "a\n\nb\nc\n"
    assert LineEdits("a\n\n").append_block("b").apply() == "a\n\nb\n"


def test_unified_diff_marks_a_last_line_without_a_break():
    assert unified_diff("a\nb", "a\nb\n") == (
        "--- robots.txt\n+++ robots.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    assert unified_diff("same\n", "same\n") == ""
