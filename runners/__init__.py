"""What runs on a GPU host: the job contract and the seeds' procedure. Never imports `bot`."""
