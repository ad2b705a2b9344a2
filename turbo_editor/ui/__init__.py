"""Everything Qt: the window, the tree model, the forms and the undo commands.

The only package that imports Qt (tests/test_layers.py checks the others).
"""
