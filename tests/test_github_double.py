from tests.github_double import GitHubDouble


def test_import():
    assert GitHubDouble
