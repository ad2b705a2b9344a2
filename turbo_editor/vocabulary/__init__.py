"""The format's vocabulary in one Qt-free place: namespaces, element orders, counter and ad
network types, languages, limits. feed, check, preview and ui read it; it reads nothing of theirs."""
